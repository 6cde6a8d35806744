"""Rule families, one module each; every module exports ``CALCULATORS``."""
