"""004 — the attack and AC modifier tables as calculators, the Dex footnotes, and flanking.

Seed 004, "Модификаторы к атаке" and "Модификаторы к КБ" (melee / ranged columns):

- The chosen rows' cells are added up. ``-`` means the row does not apply in that column
  (flanking is melee only); prone with a ranged weapon is "-***": most ranged weapons cannot
  be used prone, crossbows can, without penalty.
- Footnotes on Dex: ``*`` loses its Dex bonus to AC / ``**`` gets no positive Dex modifier
  to AC (the same effect: a positive Dex modifier is dropped, a negative one stays);
  entangled: −4 Dex. An invisible attacker's target gets no positive Dex modifier to AC.
- "Беспомощные противники": a helpless creature's Dex counts as 0 (−5 to AC).
- "Взятие в тиски": +2 on melee attacks when an ally threatens the foe from the opposite
  border or corner of its square: a line through the centres of both attackers' squares
  crosses opposite sides of the foe's square (corners included). A flanker occupying more
  than one square may use any of them. Only creatures threatening the foe's square count;
  creatures with 0 ft reach cannot flank.

Readings chosen (also stated on the calculators):

- The Dex modifier is the d20 one, (Dex − 10) // 2 — the seed's "Dex 0 → −5" fits it; the
  entangled −4 Dex thus lowers the modifier by 2. A helpless creature's Dex is 0 whatever else.
- Rows stack: every chosen row's cell is added (the seed says nothing against stacking).
- Cover in the AC table uses the degrees of "Укрытие" (partial +2, cover +4, improved +8);
  total cover means the target cannot be attacked.
- Prone with a ranged weapon other than a crossbow: not allowed (the seed: "most" ranged
  weapons are unusable; all but crossbows are treated so).
- Flanking: the foe occupies one square; the "any of its squares" exception applies to both
  flankers.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..sources import cite
from ..tables.modifiers_004 import (
    AC_ROWS,
    AC_SOURCE,
    ATTACK_ROWS,
    ATTACK_SOURCE,
    ENTANGLED_DEX_PENALTY,
    AttackerCondition,
    DefenderCondition,
    Reach,
)
from .cover_004 import COVER, Degree

__all__ = [
    "HELPLESS_DEX_SCORE",
    "FLANKING_SOURCE",
    "dex_modifier",
    "effective_dex_modifier",
    "AttackModifiers",
    "attack_modifiers",
    "AcModifiers",
    "ac_modifiers",
    "Flanker",
    "line_flanks",
    "flanks",
    "ATTACK_REASONS",
    "NOT_APPLICABLE_CODES",
    "AC_REASONS",
    "FLANKING_REASONS",
    "CALCULATORS",
]

HELPLESS_DEX_SCORE = 0  # "у беспомощных существ Ловкость считается равной 0"
FLANKING_SOURCE = cite("004", "Взятие в тиски")
DEX_RANGE = (0, 50)
AC_RANGE = (0, 100)
NO_POSITIVE_DEX = ("*", "**")  # the AC table's footnotes that drop a positive Dex modifier


def dex_modifier(score: int) -> int:
    """d20 ability modifier: (score − 10) // 2; Dex 0 → −5 as the seed says."""
    return (score - 10) // 2


# --- attack modifiers ----------------------------------------------------------------------

@dataclass(frozen=True)
class AttackModifiers:
    total: int
    allowed: bool
    reason: str
    not_applicable: tuple[AttackerCondition, ...]  # rows printed "-" in this column
    target_no_positive_dex: bool  # footnote * (invisible attacker)
    dex_penalty: int  # footnote ** (entangled attacker: −4 Dex)


def attack_modifiers(conditions: Iterable[AttackerCondition], reach: Reach, crossbow: bool = False) -> AttackModifiers:
    """Sum of the chosen rows of "Модификаторы к атаке" in the ``reach`` column, with footnotes;
    ``reason`` is ``"allowed"`` or ``"prone_ranged"`` (footnote ***)."""
    chosen = set(conditions)
    total, allowed, reason, not_applicable = 0, True, "", []
    for condition in AttackerCondition:  # the seed's order, for a stable output
        if condition not in chosen:
            continue
        cell = ATTACK_ROWS[condition].cell(reach)
        if cell.value is not None:
            total += cell.value
        elif cell.marks == "***" and not crossbow:
            allowed, reason = False, "prone_ranged"
        elif cell.marks != "***":
            not_applicable.append(condition)
    marks = {ATTACK_ROWS[c].cell(reach).marks for c in chosen}
    return AttackModifiers(
        total=total,
        allowed=allowed,
        reason=reason or "allowed",
        not_applicable=tuple(not_applicable),
        target_no_positive_dex="*" in marks,
        dex_penalty=ENTANGLED_DEX_PENALTY if "**" in marks else 0,
    )


# --- AC modifiers --------------------------------------------------------------------------

@dataclass(frozen=True)
class AcModifiers:
    table: int  # the chosen cells (and the cover degree) added up
    dex_modifier: int  # the defender's usual Dex modifier (already inside its AC)
    effective_dex_modifier: int  # after Dex 0 (helpless), −4 Dex (entangled), lost Dex bonus
    allowed: bool
    reason: str
    see_concealment: bool

    @property
    def dex_change(self) -> int:
        return self.effective_dex_modifier - self.dex_modifier

    @property
    def total(self) -> int:
        return self.table + self.dex_change


def effective_dex_modifier(dex: int, conditions: set[DefenderCondition], reach: Reach) -> int:
    if DefenderCondition.HELPLESS in conditions:
        score = HELPLESS_DEX_SCORE
    elif DefenderCondition.ENTANGLED in conditions:
        score = max(0, dex + ENTANGLED_DEX_PENALTY)
    else:
        score = dex
    modifier = dex_modifier(score)
    if any(AC_ROWS[c].cell(reach).marks in NO_POSITIVE_DEX for c in conditions):
        modifier = min(modifier, 0)
    return modifier


def ac_modifiers(
    conditions: Iterable[DefenderCondition], reach: Reach, dex: int = 10, cover: Degree | None = None
) -> AcModifiers:
    """Sum of the chosen rows of "Модификаторы к КБ" in the ``reach`` column, and the Dex change.

    ``cover`` picks the degree for the row "За укрытием" (``None``: the row as printed if
    chosen, i.e. +4). ``reason`` is ``"allowed"`` or ``"total_cover"``.
    """
    chosen = set(conditions)
    if cover is not None:
        chosen.discard(DefenderCondition.COVER)
    table = sum(AC_ROWS[c].cell(reach).value or 0 for c in chosen)
    allowed, reason = True, "allowed"
    if cover is not None:
        table += COVER[cover].ac
        if cover is Degree.TOTAL:
            allowed, reason = False, "total_cover"
    return AcModifiers(
        table=table,
        dex_modifier=dex_modifier(dex),
        effective_dex_modifier=effective_dex_modifier(dex, chosen, reach),
        allowed=allowed,
        reason=reason,
        see_concealment=DefenderCondition.CONCEALED in chosen,
    )


# --- flanking ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Flanker:
    """A creature beside the foe: ``x``, ``y`` of its lowest-left square (the foe's square is 0, 0)."""

    x: int
    y: int
    size: int = 1  # squares per side
    reach_ft: int = 5
    threatens: bool = True

    def squares(self) -> list[tuple[int, int]]:
        return [(self.x + i, self.y + j) for i in range(self.size) for j in range(self.size)]


def line_flanks(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Does the segment between the centres of squares ``a`` and ``b`` cross opposite sides of
    the square (0, 0) — left and right, or bottom and top — corners included?"""
    ax, ay = Fraction(a[0]) + Fraction(1, 2), Fraction(a[1]) + Fraction(1, 2)
    bx, by = Fraction(b[0]) + Fraction(1, 2), Fraction(b[1]) + Fraction(1, 2)

    def crosses(p: Fraction, q: Fraction, u: Fraction, v: Fraction, at: int) -> bool:
        # The segment (p,u)→(q,v) meets the side "first coordinate = at, second in [0, 1]".
        if p == q or not min(p, q) <= at <= max(p, q):
            return False
        second = u + (v - u) * (at - p) / (q - p)
        return 0 <= second <= 1

    left_right = crosses(ax, bx, ay, by, 0) and crosses(ax, bx, ay, by, 1)
    bottom_top = crosses(ay, by, ax, bx, 0) and crosses(ay, by, ax, bx, 1)
    return left_right or bottom_top


def flanks(attacker: Flanker, ally: Flanker) -> str:
    """``"flanking"`` or why not: ``"reach_zero"``, ``"not_threatening"``, ``"not_opposite"``."""
    if attacker.reach_ft == 0 or ally.reach_ft == 0:
        return "reach_zero"
    if not (attacker.threatens and ally.threatens):
        return "not_threatening"
    if any(line_flanks(a, b) for a in attacker.squares() for b in ally.squares()):
        return "flanking"
    return "not_opposite"


# --- calculators ---------------------------------------------------------------------------



REACH_FIELD = ChoiceField(
    name="attack",
    label=Text("Attack", "Attacco", "Ataque", "Атака"),
    options=(
        Option("melee", Text("melee", "in mischia", "cuerpo a cuerpo", "в ближнем бою")),
        Option("ranged", Text("ranged", "a distanza", "a distancia", "на дистанции")),
    ),
    default="melee",
)

_ATTACKER_LABELS = {
    AttackerCondition.FLANKING: Text("Flanking the defender", "Fiancheggia il difensore", "Flanquea al defensor", "Взял атакуемого в тиски"),
    AttackerCondition.HIGHER: Text("On higher ground", "In posizione sopraelevata", "En terreno más alto", "Находится выше"),
    AttackerCondition.INVISIBLE: Text("Invisible", "Invisibile", "Invisible", "Невидим"),
    AttackerCondition.ENTANGLED: Text("Entangled", "Intralciato", "Enredado", "Опутан"),
    AttackerCondition.SHAKEN_OR_FRIGHTENED: Text("Shaken or frightened", "Scosso o spaventato", "Estremecido o asustado", "Потрясен или напуган"),
    AttackerCondition.SQUEEZING: Text("Squeezing through a space", "Si stringe in uno spazio stretto", "Se apretuja por un espacio estrecho",
                                    "Протискивается через узкое место"),
    AttackerCondition.PRONE: Text("Prone", "Prono", "Tumbado", "Распластан"),
    AttackerCondition.DAZZLED: Text("Dazzled", "Abbagliato", "Deslumbrado", "Растерян"),
}

_DEFENDER_LABELS = {
    DefenderCondition.HELPLESS: Text("Helpless", "Indifeso", "Indefenso", "Беспомощен"),
    DefenderCondition.GRAPPLING: Text("Grappling (attacker is not)", "In lotta (l'attaccante no)", "Apresando (el atacante no)",
                                    "В захвате (в отличие от атакующего)"),
    DefenderCondition.STUNNED: Text("Stunned", "Stordito", "Aturdido", "В шоке"),
    DefenderCondition.FLAT_FOOTED: Text("Flat-footed", "Impreparato", "Desprevenido", "Застигнут врасплох"),
    DefenderCondition.PINNED: Text("Pinned", "Immobilizzato", "Inmovilizado", "Обездвижен"),
    DefenderCondition.ENTANGLED: Text("Entangled", "Intralciato", "Enredado", "Опутан"),
    DefenderCondition.COWERING: Text("Cowering", "Rannicchiato dalla paura", "Acobardado", "Оцепенел"),
    DefenderCondition.CONCEALED: Text("Concealed or invisible", "Occultato o invisibile", "Oculto o invisible", "Плохо виден или невидим"),
    DefenderCondition.SQUEEZING: Text("Squeezing through a space", "Si stringe in uno spazio stretto", "Se apretuja por un espacio estrecho",
                                    "Протискивается сквозь узкое место"),
    DefenderCondition.PRONE: Text("Prone", "Prono", "Tumbado", "Распластан"),
    DefenderCondition.KNEELING_OR_SITTING: Text("Kneeling or sitting", "In ginocchio o seduto", "Arrodillado o sentado", "Сидит, стоит на коленях"),
    DefenderCondition.BLINDED: Text("Blinded", "Accecato", "Cegado", "Слеп"),
}


# Codes of the calculators' text results, with their words.
_ALLOWED = Option("allowed", Text("allowed", "consentito", "permitido", "можно"))
ATTACK_REASONS = (
    _ALLOWED,
    Option("prone_ranged", Text("prone: most ranged weapons cannot be used (crossbows can, without penalty)",
                              "prono: quasi tutte le armi a distanza sono inutilizzabili (le balestre sì, senza penalità)",
                              "tumbado: casi ningún arma a distancia se puede usar (las ballestas sí, sin penalizador)",
                              "распластан: большая часть дистанционного оружия не годится (арбалеты — без штрафов)")),
)
# Rows printed "-" in some column (not "-***", which forbids the attack instead).
NOT_APPLICABLE_CODES = tuple(
    Option(c.value, _ATTACKER_LABELS[c])
    for c in AttackerCondition
    if any(ATTACK_ROWS[c].cell(r).value is None and ATTACK_ROWS[c].cell(r).marks != "***" for r in Reach)
)
AC_REASONS = (
    _ALLOWED,
    Option("total_cover", Text("total cover: the target cannot be attacked", "copertura totale: il bersaglio non si può attaccare",
                             "cobertura total: no se puede atacar al objetivo", "полное укрытие: цель нельзя атаковать")),
)
FLANKING_REASONS = (
    Option("flanking", Text("flanking", "fiancheggiamento", "flanqueo", "взятие в тиски")),
    Option("not_opposite", Text("not from opposite sides of its square", "non da lati opposti del suo quadretto",
                              "no desde lados opuestos de su casilla", "не с противоположных сторон его клетки")),
    Option("not_threatening", Text("both must threaten the foe's square", "entrambi devono minacciare il quadretto del nemico",
                                 "ambos deben amenazar la casilla del enemigo", "оба должны угрожать клетке противника")),
    Option("reach_zero", Text("reach 0 ft cannot flank", "con portata 0 non si fiancheggia",
                            "con alcance 0 no se flanquea", "существа с досягаемостью 0 не берут в тиски")),
    Option("ranged_attack", Text("melee attacks only", "solo attacchi in mischia", "solo ataques cuerpo a cuerpo", "только в ближнем бою")),
)


def _attack(attack: str, crossbow: bool, **flags: bool) -> dict[str, object]:
    chosen = [c for c in AttackerCondition if flags[c.value]]
    result = attack_modifiers(chosen, Reach(attack), crossbow)
    return {
        "total": result.total,
        "allowed": result.allowed,
        "reason": result.reason,
        "not_applicable": [c.value for c in result.not_applicable],
        "target_no_positive_dex": result.target_no_positive_dex,
        "dex_penalty": result.dex_penalty,
    }


def _ac(attack: str, ac: int, dex: int, cover: str, **flags: bool) -> dict[str, object]:
    chosen = [c for c in DefenderCondition if c is not DefenderCondition.COVER and flags[c.value]]
    result = ac_modifiers(chosen, Reach(attack), dex, Degree(cover))
    return {
        "table_modifier": result.table,
        "dex_modifier": result.dex_modifier,
        "effective_dex_modifier": result.effective_dex_modifier,
        "total_modifier": result.total,
        "ac": ac + result.total,
        "allowed": result.allowed,
        "reason": result.reason,
        "see_concealment": result.see_concealment,
    }


def _flanking(attack: str, attacker_x: int, attacker_y: int, attacker_size: int, attacker_reach_ft: int,
              attacker_threatens: bool, ally_x: int, ally_y: int, ally_size: int, ally_reach_ft: int,
              ally_threatens: bool) -> dict[str, object]:
    attacker = Flanker(attacker_x, attacker_y, attacker_size, attacker_reach_ft, attacker_threatens)
    ally = Flanker(ally_x, ally_y, ally_size, ally_reach_ft, ally_threatens)
    for name, who in (("attacker_x", attacker), ("ally_x", ally)):
        if (0, 0) in who.squares():
            raise InputError(name, "a position whose squares leave the foe's square (0, 0) free", who.x,
                             reason="overlaps the foe")
    if set(attacker.squares()) & set(ally.squares()):
        raise InputError("ally_x", "a position whose squares do not overlap the attacker's", ally.x, reason="overlaps the attacker")
    reason = "ranged_attack" if attack == "ranged" else flanks(attacker, ally)
    bonus = ATTACK_ROWS[AttackerCondition.FLANKING].cell(Reach.MELEE).value if reason == "flanking" else 0
    return {"flanking": reason == "flanking", "attack_bonus": bonus, "reason": reason}


STACKING_READING = Text(
    en="Rows stack: every chosen row's cell is added.",
    it="Le righe si sommano: si somma la cella di ogni riga scelta.",
    es="Las filas se suman: se suma la celda de cada fila elegida.",
    ru="Строки складываются: суммируются ячейки всех выбранных строк.",
)

_POSITION_RANGE = (-10, 10)


def _position_fields(who: str, en: str, it: str, es: str, ru: str, x: int) -> tuple:
    return (
        IntField(f"{who}_x", Text(f"{en}: column of its lowest-left square (foe at 0)", f"{it}: colonna del suo quadretto in basso a sinistra (nemico a 0)",
                                f"{es}: columna de su casilla inferior izquierda (enemigo en 0)", f"{ru}: столбец его левой нижней клетки (враг в 0)"),
                 minimum=_POSITION_RANGE[0], maximum=_POSITION_RANGE[1], default=x),
        IntField(f"{who}_y", Text(f"{en}: row of its lowest-left square (foe at 0)", f"{it}: riga del suo quadretto in basso a sinistra (nemico a 0)",
                                f"{es}: fila de su casilla inferior izquierda (enemigo en 0)", f"{ru}: строка его левой нижней клетки (враг в 0)"),
                 minimum=_POSITION_RANGE[0], maximum=_POSITION_RANGE[1], default=0),
        IntField(f"{who}_size", Text(f"{en}: squares per side", f"{it}: quadretti per lato", f"{es}: casillas por lado", f"{ru}: клеток по стороне"),
                 minimum=1, maximum=4, default=1),
        IntField(f"{who}_reach_ft", Text(f"{en}: reach (ft)", f"{it}: portata (piedi)", f"{es}: alcance (pies)", f"{ru}: досягаемость (футы)"),
                 minimum=0, maximum=30, default=5),
        BoolField(f"{who}_threatens", Text(f"{en}: threatens the foe's square", f"{it}: minaccia il quadretto del nemico",
                                         f"{es}: amenaza la casilla del enemigo", f"{ru}: контролирует клетку врага"), default=True),
    )


CALCULATORS = (
    Calculator(
        name="attack_modifiers_004",
        title=Text("Attack modifiers", "Modificatori all'attacco", "Modificadores de ataque", "Модификаторы к атаке"),
        summary=Text(
            en="Pick the attacker's conditions: the total attack modifier in melee or at range, with the table's footnotes.",
            it="Scegli le condizioni dell'attaccante: il modificatore totale all'attacco in mischia o a distanza, con le note della tabella.",
            es="Elige las condiciones del atacante: el modificador total de ataque cuerpo a cuerpo o a distancia, con las notas de la tabla.",
            ru="Выберите состояния атакующего: итоговый модификатор атаки в ближнем бою или на дистанции, со сносками таблицы.",
        ),
        source=ATTACK_SOURCE,
        fields=(
            REACH_FIELD,
            BoolField("crossbow", Text("Ranged weapon is a crossbow", "L'arma a distanza è una balestra", "El arma a distancia es una ballesta",
                                     "Дистанционное оружие — арбалет"), default=False),
        ) + tuple(BoolField(c.value, _ATTACKER_LABELS[c], default=False) for c in AttackerCondition),
        outputs=(
            Output("total", Text("Total attack modifier", "Modificatore totale all'attacco", "Modificador total de ataque", "Итоговый модификатор атаки")),
            Output("allowed", Text("Attack possible", "Attacco possibile", "Ataque posible", "Атака возможна")),
            Output("reason", Text("Why", "Perché", "Por qué", "Почему"), codes=ATTACK_REASONS),
            Output("not_applicable", Text("Rows that do not apply here (\"-\")", "Righe che qui non valgono (\"-\")",
                                        "Filas que aquí no cuentan (\"-\")", "Строки, не действующие здесь («-»)"),
                   codes=NOT_APPLICABLE_CODES),
            Output("target_no_positive_dex", Text("Defender gets no positive Dex modifier to AC", "Il difensore non ha modificatori positivi di Destrezza alla CA",
                                                "El defensor no suma modificador positivo de Destreza a la CA",
                                                "Атакуемый не получает положительного модификатора Ловкости к КБ")),
            Output("dex_penalty", Text("Attacker's Dex penalty (entangled)", "Penalità alla Destrezza dell'attaccante (intralciato)",
                                     "Penalizador a la Destreza del atacante (enredado)", "Штраф к Ловкости атакующего (опутан)")),
        ),
        compute=_attack,
        readings=(
            STACKING_READING,
            Text(
                en="Prone with a ranged weapon other than a crossbow: no attack (the seed: most ranged weapons are unusable while prone).",
                it="Prono con un'arma a distanza che non sia una balestra: nessun attacco (il testo: la maggior parte delle armi a distanza è inutilizzabile da proni).",
                es="Tumbado con un arma a distancia que no sea ballesta: no hay ataque (el texto: la mayoría de armas a distancia no se pueden usar tumbado).",
                ru="Распластан с дистанционным оружием, кроме арбалета: атака невозможна (в тексте: большая часть дистанционного оружия не годится лёжа).",
            ),
        ),
    ),
    Calculator(
        name="ac_modifiers_004",
        title=Text("AC modifiers", "Modificatori alla CA", "Modificadores a la CA", "Модификаторы к КБ"),
        summary=Text(
            en="Pick the defender's conditions and cover: the AC against a melee or ranged attack, with the Dex footnotes applied.",
            it="Scegli le condizioni e la copertura del difensore: la CA contro un attacco in mischia o a distanza, con le note sulla Destrezza.",
            es="Elige las condiciones y la cobertura del defensor: la CA contra un ataque cuerpo a cuerpo o a distancia, con las notas de Destreza.",
            ru="Выберите состояния и укрытие атакуемого: КБ против атаки в ближнем бою или на дистанции с учётом сносок о Ловкости.",
        ),
        source=AC_SOURCE,
        fields=(
            REACH_FIELD,
            IntField("ac", Text("Defender's usual AC (with its Dex modifier)", "CA abituale del difensore (con il modificatore di Destrezza)",
                              "CA habitual del defensor (con su modificador de Destreza)", "Обычный КБ атакуемого (с модификатором Ловкости)"),
                     minimum=AC_RANGE[0], maximum=AC_RANGE[1], default=15),
            IntField("dex", Text("Defender's Dexterity score", "Punteggio di Destrezza del difensore", "Puntuación de Destreza del defensor",
                               "Значение Ловкости атакуемого"), minimum=DEX_RANGE[0], maximum=DEX_RANGE[1], default=10),
            ChoiceField(
                "cover",
                Text("Behind cover", "Dietro copertura", "Tras cobertura", "За укрытием"),
                options=(
                    Option("none", Text("none", "nessuna", "ninguna", "нет")),
                    Option("partial", Text("partial (+2)", "parziale (+2)", "parcial (+2)", "частичное (+2)")),
                    Option("normal", Text("cover (+4)", "copertura (+4)", "cobertura (+4)", "укрытие (+4)")),
                    Option("improved", Text("improved (+8)", "migliorata (+8)", "mejorada (+8)", "надёжное (+8)")),
                    Option("total", Text("total (cannot be attacked)", "totale (non attaccabile)", "total (no se puede atacar)", "полное (атаковать нельзя)")),
                ),
                default="none",
            ),
        ) + tuple(BoolField(c.value, _DEFENDER_LABELS[c], default=False) for c in DefenderCondition if c is not DefenderCondition.COVER),
        outputs=(
            Output("table_modifier", Text("Table modifier", "Modificatore della tabella", "Modificador de la tabla", "Модификатор по таблице")),
            Output("dex_modifier", Text("Usual Dex modifier", "Modificatore di Destrezza abituale", "Modificador de Destreza habitual", "Обычный модификатор Ловкости")),
            Output("effective_dex_modifier", Text("Dex modifier that counts now", "Modificatore di Destrezza che vale ora",
                                                "Modificador de Destreza que cuenta ahora", "Модификатор Ловкости, который учитывается")),
            Output("total_modifier", Text("Total change to AC", "Variazione totale della CA", "Cambio total de la CA", "Итоговое изменение КБ")),
            Output("ac", Text("AC against this attack", "CA contro questo attacco", "CA contra este ataque", "КБ против этой атаки")),
            Output("allowed", Text("Attack possible", "Attacco possibile", "Ataque posible", "Атака возможна")),
            Output("reason", Text("Why", "Perché", "Por qué", "Почему"), codes=AC_REASONS),
            Output("see_concealment", Text("See concealment (miss chance)", "Vedi occultamento (probabilità di mancare)",
                                         "Ver ocultación (probabilidad de fallo)", "См. «Плохая видимость» (вероятность промаха)")),
        ),
        compute=_ac,
        readings=(
            STACKING_READING,
            Text(
                en="Dex modifier = (Dex − 10) // 2 (the seed's Dex 0 → −5 fits it): entangled (−4 Dex) costs 2; helpless sets Dex to 0; * and ** drop a positive Dex modifier, a negative one stays.",
                it="Modificatore di Destrezza = (Des − 10) // 2 (coerente con Des 0 → −5 del testo): intralciato (−4 Des) costa 2; indifeso porta la Des a 0; * e ** tolgono un modificatore positivo, uno negativo resta.",
                es="Modificador de Destreza = (Des − 10) // 2 (encaja con Des 0 → −5 del texto): enredado (−4 Des) cuesta 2; indefenso deja la Des en 0; * y ** quitan un modificador positivo, uno negativo se queda.",
                ru="Модификатор Ловкости = (Лвк − 10) // 2 (согласуется с «Ловкость 0 → −5» в тексте): опутанный (−4 Лвк) теряет 2; беспомощный имеет Ловкость 0; * и ** убирают положительный модификатор, отрицательный остаётся.",
            ),
        ),
    ),
    Calculator(
        name="flanking_004",
        title=Text("Flanking", "Fiancheggiare", "Flanqueo", "Взятие в тиски"),
        summary=Text(
            en="On a grid: do you and an ally flank the foe (line through both centres crossing opposite sides of its square)? +2 on melee attacks.",
            it="Su una griglia: tu e un alleato fiancheggiate il nemico (la linea fra i due centri attraversa lati opposti del suo quadretto)? +2 agli attacchi in mischia.",
            es="En una cuadrícula: ¿flanqueáis tú y un aliado al enemigo (la línea entre ambos centros cruza lados opuestos de su casilla)? +2 a los ataques cuerpo a cuerpo.",
            ru="На клетках: берёте ли вы с союзником врага в тиски (линия через центры ваших клеток пересекает противоположные стороны его клетки)? +2 к атакам в ближнем бою.",
        ),
        source=FLANKING_SOURCE,
        fields=(REACH_FIELD,)
        + _position_fields("attacker", "You", "Tu", "Tú", "Вы", -1)
        + _position_fields("ally", "Ally", "Alleato", "Aliado", "Союзник", 1),
        outputs=(
            Output("flanking", Text("Flanking", "Fiancheggiamento", "Flanqueo", "Взятие в тиски")),
            Output("attack_bonus", Text("Attack bonus", "Bonus all'attacco", "Bono de ataque", "Бонус к атаке")),
            Output("reason", Text("Why", "Perché", "Por qué", "Почему"), codes=FLANKING_REASONS),
        ),
        compute=_flanking,
        readings=(
            Text(
                en="The foe occupies one square; a flanker occupying several squares may use any of them (for both flankers).",
                it="Il nemico occupa un quadretto; chi fiancheggia occupando più quadretti può usarne uno qualsiasi (vale per entrambi).",
                es="El enemigo ocupa una casilla; quien flanquea ocupando varias casillas puede usar cualquiera (vale para ambos).",
                ru="Враг занимает одну клетку; берущий в тиски, занимающий несколько клеток, может выбрать любую из них (для обоих).",
            ),
        ),
    ),
)
