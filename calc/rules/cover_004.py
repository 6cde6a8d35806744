"""004 — cover: normal, partial, improved and total; AC, Reflex, Stealth, attacks of opportunity.

Seed 004, "Укрытие":

- Cover: +4 AC (also the row "За укрытием +4 +4" of "Модификаторы к КБ"); +2 on Reflex saves
  when the source of danger is on the other side of the cover ("облако" effects spreading
  around corners get no such benefit); you may hide behind it (Stealth).
- "Частичное укрытие": seen more than half → only +2 AC and +1 Reflex.
- "Надежное укрытие": the modifiers double (+8 AC, +4 Reflex), evasion-like benefit against
  anything allowing a Reflex save, and +10 on Stealth checks.
- "Полное укрытие": no line of effect — the target cannot be attacked.
- "Низкие препятствия": cover only to creatures within 30 ft (6 squares) of the obstacle; the
  attacker may ignore it when closer to it than the target.
- "Живое укрытие": creatures give +4 AC against ranged attacks, no benefit on saves, no hiding.
- "Укрытие и внеочередные атаки": no attack of opportunity against a foe that has cover.

Readings chosen (also stated on the calculator):

- An attacker closer to a low obstacle than its target does ignore it (the seed: "может").
- Creatures give cover as partial or normal cover only (+2 / +4 AC); improved or total cover
  needs a solid barrier, so those combinations are refused.
- Any cover, partial included, forbids attacks of opportunity against the covered foe.
- Total cover: the target cannot be attacked, so no bonus is reported (all 0).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..sources import cite
from ..tables.modifiers_004 import AC_ROWS, DefenderCondition, Reach

__all__ = [
    "Degree",
    "Kind",
    "CoverEffect",
    "COVER",
    "IMPROVED_FACTOR",
    "LOW_OBSTACLE_RANGE_FT",
    "FEET_PER_SQUARE",
    "cover_effect",
    "low_obstacle_applies",
    "CoverResult",
    "resolve_cover",
    "COVER_REASONS",
    "CALCULATORS",
]

SOURCE = cite("004", "Укрытие")

LOW_OBSTACLE_RANGE_FT = 30  # "не далее 30 футов (6 клеток)"
FEET_PER_SQUARE = 5  # "более одной клетки (5 футов)"
IMPROVED_FACTOR = 2  # "модификаторы укрытия удваиваются (до +8 к КБ и +4 к испытаниям Реакции)"
IMPROVED_STEALTH = 10  # "надежное укрытие дает +10 к проверкам Скрытности"


class Degree(enum.Enum):
    NONE = "none"
    PARTIAL = "partial"  # Частичное укрытие
    NORMAL = "normal"  # укрытие
    IMPROVED = "improved"  # Надежное укрытие
    TOTAL = "total"  # Полное укрытие


class Kind(enum.Enum):
    OBSTACLE = "obstacle"
    LOW_OBSTACLE = "low_obstacle"  # Низкие препятствия
    CREATURE = "creature"  # Живое укрытие


@dataclass(frozen=True)
class CoverEffect:
    ac: int
    reflex: int
    stealth: int = 0
    evasion: bool = False


_NORMAL = CoverEffect(ac=AC_ROWS[DefenderCondition.COVER].cell(Reach.MELEE).value, reflex=2)
COVER: dict[Degree, CoverEffect] = {
    Degree.NONE: CoverEffect(0, 0),
    Degree.PARTIAL: CoverEffect(ac=2, reflex=1),  # "всего +2 к КБ и +1 к испытаниям Реакции"
    Degree.NORMAL: _NORMAL,
    Degree.IMPROVED: CoverEffect(
        ac=_NORMAL.ac * IMPROVED_FACTOR, reflex=_NORMAL.reflex * IMPROVED_FACTOR, stealth=IMPROVED_STEALTH, evasion=True
    ),
    Degree.TOTAL: CoverEffect(0, 0),  # cannot be attacked at all
}


def cover_effect(degree: Degree) -> CoverEffect:
    return COVER[degree]


def low_obstacle_applies(target_ft: int, attacker_ft: int) -> bool:
    """A low obstacle covers only targets within 30 ft of it, and not against a closer attacker."""
    return target_ft <= LOW_OBSTACLE_RANGE_FT and not attacker_ft < target_ft


@dataclass(frozen=True)
class CoverResult:
    applies: bool
    reason: str
    attack_allowed: bool
    ac: int
    reflex: int
    stealth: int
    can_hide: bool
    evasion: bool

    @property
    def aoo_allowed(self) -> bool:
        return not self.applies


_NO_COVER = dict(ac=0, reflex=0, stealth=0, can_hide=False, evasion=False)


def resolve_cover(
    degree: Degree,
    kind: Kind = Kind.OBSTACLE,
    *,
    target_ft: int = 0,
    attacker_ft: int = 0,
    source_beyond_cover: bool = True,
    spreads_around_corners: bool = False,
) -> CoverResult:
    """What a degree of cover of a given kind gives against one attack or effect
    (``reason`` a code, see ``COVER_REASONS``)."""
    if kind is Kind.CREATURE and degree in (Degree.IMPROVED, Degree.TOTAL):
        raise ValueError("creatures give partial or normal cover only")
    if degree is Degree.NONE:
        return CoverResult(False, "no_cover", True, **_NO_COVER)
    if kind is Kind.LOW_OBSTACLE and not low_obstacle_applies(target_ft, attacker_ft):
        reason = "target_too_far" if target_ft > LOW_OBSTACLE_RANGE_FT else "attacker_closer"
        return CoverResult(False, reason, True, **_NO_COVER)
    if degree is Degree.TOTAL:
        return CoverResult(True, "total_cover", False, **dict(_NO_COVER, can_hide=True))
    effect = COVER[degree]
    living = kind is Kind.CREATURE  # "не дает вам преимуществ в испытаниях и не позволяет прятаться"
    reflex = effect.reflex if source_beyond_cover and not spreads_around_corners and not living else 0
    return CoverResult(
        applies=True,
        reason="cover",
        attack_allowed=True,
        ac=effect.ac,
        reflex=reflex,
        stealth=0 if living else effect.stealth,
        can_hide=not living,
        evasion=effect.evasion and not living,
    )


# --- calculator ----------------------------------------------------------------------------



COVER_REASONS = (
    Option("cover", Text("cover applies", "la copertura vale", "la cobertura cuenta", "укрытие действует")),
    Option("no_cover", Text("no cover", "nessuna copertura", "sin cobertura", "укрытия нет")),
    Option("target_too_far", Text("target more than 30 ft from the low obstacle", "bersaglio a più di 30 piedi dall'ostacolo basso",
                                "objetivo a más de 30 pies del obstáculo bajo", "цель дальше 30 футов от низкого препятствия")),
    Option("attacker_closer", Text("attacker closer to the low obstacle than the target", "attaccante più vicino del bersaglio all'ostacolo basso",
                                 "atacante más cerca del obstáculo bajo que el objetivo", "атакующий ближе к низкому препятствию, чем цель")),
    Option("total_cover", Text("total cover: cannot be attacked", "copertura totale: non si può attaccare",
                             "cobertura total: no se puede atacar", "полное укрытие: атаковать нельзя")),
)

DEGREE_FIELD = ChoiceField(
    name="degree",
    label=Text("Cover", "Copertura", "Cobertura", "Укрытие"),
    options=(
        Option("none", Text("none", "nessuna", "ninguna", "нет")),
        Option("partial", Text("partial (seen more than half)", "parziale (visibile per più di metà)",
                             "parcial (visible más de la mitad)", "частичное (видно более чем наполовину)")),
        Option("normal", Text("cover", "copertura", "cobertura", "укрытие")),
        Option("improved", Text("improved (e.g. arrow slit)", "migliorata (es. feritoia)", "mejorada (p. ej. aspillera)",
                              "надёжное (например, бойница)")),
        Option("total", Text("total (no line of effect)", "totale (nessuna linea d'effetto)", "total (sin línea de efecto)",
                           "полное (нет линии досягаемости)")),
    ),
    default="normal",
)


def _cover(degree: str, kind: str, target_ft: int, attacker_ft: int, source_beyond_cover: bool,
           spreads_around_corners: bool) -> dict[str, object]:
    try:
        result = resolve_cover(
            Degree(degree), Kind(kind), target_ft=target_ft, attacker_ft=attacker_ft,
            source_beyond_cover=source_beyond_cover, spreads_around_corners=spreads_around_corners,
        )
    except ValueError:
        raise InputError("degree", "none|partial|normal when kind=creature", degree,
                         reason="creatures give partial or normal cover only") from None
    return {
        "applies": result.applies,
        "reason": result.reason,
        "attack_allowed": result.attack_allowed,
        "ac_bonus": result.ac,
        "reflex_bonus": result.reflex,
        "stealth_bonus": result.stealth,
        "can_hide": result.can_hide,
        "evasion": result.evasion,
        "aoo_allowed": result.aoo_allowed,
    }


CALCULATORS = (
    Calculator(
        name="cover_004",
        title=Text("Cover", "Copertura", "Cobertura", "Укрытие"),
        summary=Text(
            en="Partial, normal, improved or total cover: AC, Reflex and Stealth bonuses, hiding, attacks of opportunity; low obstacles and living cover.",
            it="Copertura parziale, normale, migliorata o totale: bonus a CA, Riflessi e Furtività, nascondersi, attacchi di opportunità; ostacoli bassi e copertura di creature.",
            es="Cobertura parcial, normal, mejorada o total: bonos a CA, Reflejos y Sigilo, esconderse, ataques de oportunidad; obstáculos bajos y cobertura de criaturas.",
            ru="Частичное, обычное, надёжное или полное укрытие: бонусы к КБ, Реакции и Скрытности, возможность спрятаться, внеочередные атаки; низкие препятствия и живое укрытие.",
        ),
        source=SOURCE,
        fields=(
            DEGREE_FIELD,
            ChoiceField(
                name="kind",
                label=Text("What gives the cover", "Cosa fornisce la copertura", "Qué da la cobertura", "Что служит укрытием"),
                options=(
                    Option("obstacle", Text("wall or obstacle", "muro o ostacolo", "muro u obstáculo", "стена или препятствие")),
                    Option("low_obstacle", Text("low obstacle (up to half your height)", "ostacolo basso (fino a metà della propria altezza)",
                                              "obstáculo bajo (hasta la mitad de tu altura)", "низкое препятствие (не выше половины роста)")),
                    Option("creature", Text("a creature (living cover, vs ranged attacks)", "una creatura (copertura vivente, contro attacchi a distanza)",
                                          "una criatura (cobertura viva, contra ataques a distancia)", "существо (живое укрытие, от дистанционных атак)")),
                ),
                default="obstacle",
            ),
            IntField("target_ft", Text("Low obstacle: target's distance from it (ft)", "Ostacolo basso: distanza del bersaglio (piedi)",
                                     "Obstáculo bajo: distancia del objetivo (pies)", "Низкое препятствие: расстояние от цели (футы)"),
                     minimum=0, maximum=1000, default=5),
            IntField("attacker_ft", Text("Low obstacle: attacker's distance from it (ft)", "Ostacolo basso: distanza dell'attaccante (piedi)",
                                       "Obstáculo bajo: distancia del atacante (pies)", "Низкое препятствие: расстояние от атакующего (футы)"),
                     minimum=0, maximum=1000, default=30),
            BoolField("source_beyond_cover", Text("Reflex: the danger's source is on the other side of the cover",
                                                "Riflessi: l'origine del pericolo è dall'altra parte della copertura",
                                                "Reflejos: el origen del peligro está al otro lado de la cobertura",
                                                "Реакция: источник опасности по другую сторону укрытия"), default=True),
            BoolField("spreads_around_corners", Text("Reflex: the effect spreads around corners (e.g. a cloud)",
                                                   "Riflessi: l'effetto gira attorno agli angoli (es. una nube)",
                                                   "Reflejos: el efecto dobla esquinas (p. ej. una nube)",
                                                   "Реакция: эффект огибает углы (например, облако)"), default=False),
        ),
        outputs=(
            Output("applies", Text("Cover applies", "La copertura vale", "La cobertura cuenta", "Укрытие действует")),
            Output("reason", Text("Why", "Perché", "Por qué", "Почему"), codes=COVER_REASONS),
            Output("attack_allowed", Text("Target can be attacked", "Il bersaglio si può attaccare", "Se puede atacar al objetivo", "Цель можно атаковать")),
            Output("ac_bonus", Text("AC bonus", "Bonus alla CA", "Bono a la CA", "Бонус к КБ")),
            Output("reflex_bonus", Text("Reflex save bonus", "Bonus ai Riflessi", "Bono a Reflejos", "Бонус к испытаниям Реакции")),
            Output("stealth_bonus", Text("Stealth bonus", "Bonus a Furtività", "Bono a Sigilo", "Бонус к Скрытности")),
            Output("can_hide", Text("Can be used to hide (Stealth)", "Permette di nascondersi (Furtività)", "Permite esconderse (Sigilo)",
                                  "Можно спрятаться (Скрытность)")),
            Output("evasion", Text("Evasion-like benefit vs Reflex effects", "Beneficio come Eludere contro effetti con Riflessi",
                                 "Beneficio como Evasión contra efectos de Reflejos", "Преимущество как от Уклонения+ против эффектов с Реакцией")),
            Output("aoo_allowed", Text("Attack of opportunity against it allowed", "Attacco di opportunità contro di esso consentito",
                                     "Ataque de oportunidad contra él permitido", "Внеочередная атака по нему возможна")),
        ),
        compute=_cover,
        readings=(
            Text(
                en="An attacker closer to a low obstacle than its target ignores it; creatures give only partial or normal cover; any cover forbids attacks of opportunity; total cover reports no bonuses (the target cannot be attacked).",
                it="Un attaccante più vicino di un bersaglio a un ostacolo basso lo ignora; le creature danno solo copertura parziale o normale; qualsiasi copertura impedisce gli attacchi di opportunità; la copertura totale non riporta bonus (il bersaglio non si può attaccare).",
                es="Un atacante más cerca de un obstáculo bajo que su objetivo lo ignora; las criaturas solo dan cobertura parcial o normal; cualquier cobertura impide ataques de oportunidad; la cobertura total no da bonos (no se puede atacar al objetivo).",
                ru="Атакующий, который ближе к низкому препятствию, чем цель, игнорирует его; существа дают только частичное или обычное укрытие; любое укрытие запрещает внеочередные атаки; при полном укрытии бонусы не указываются (цель нельзя атаковать).",
            ),
        ),
    ),
)
