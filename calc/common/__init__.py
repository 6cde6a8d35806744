"""Rule helpers more than one rule module stands on: ability modifiers and d20 checks (text
003), the THAC0 attack roll and the opposed check (text 000), the field ranges they share.

Each module cites the seed passage it implements; none declares a calculator (those live in
:mod:`calc.rules`, one module per rule family)."""
