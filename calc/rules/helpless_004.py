"""004 — helpless defenders and the coup de grâce.

Seed 004, "Беспомощные противники":

- "Обычные атаки": −4 AC against melee; Dex counts as 0, "что налагает штраф -5 на КБ от
  всех атак (в сумме это -9 к КБ от атак в ближнем бою и -5 от дистанционных)"; always
  flat-footed.
- "Добивающий удар": a full-round action, with a melee weapon (or a bow or crossbow while
  adjacent); automatic hit and critical hit. A creature surviving the damage makes a
  Fortitude save, DC 10 + damage dealt, or dies; a rogue adds sneak attack damage. It
  provokes attacks of opportunity from every foe threatening your square. Not against a
  creature immune to critical hits. Against a creature you cannot see: two full-round
  actions (find it, then strike).

Readings chosen (also stated on the calculators):

- Dex 0 replaces the creature's own Dex modifier, as the AC table's footnote "* теряет бонус
  Ловкости" and the text's "Ловкость считается равной 0" together say: for Dex 10–11 (modifier
  0) the change is exactly the text's −9 / −5; a higher Dex costs its bonus too.
- The Fortitude save succeeds on d20 + bonus ≥ DC (the text has no natural 1 / 20 rule).
- Other ranged weapons than bows and crossbows cannot deliver a coup de grâce.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..probability import d20_at_least, exact
from ..sources import cite
from ..tables.modifiers_004 import DefenderCondition, Reach
from .modifiers_004 import AC_RANGE, DEX_RANGE, ac_modifiers

__all__ = [
    "HelplessAc",
    "helpless_ac",
    "COUP_DC_BASE",
    "coup_de_grace_dc",
    "p_death",
    "CoupDeGrace",
    "coup_de_grace",
    "COUP_REASONS",
    "CALCULATORS",
]

SOURCE = cite("004", "Беспомощные противники")
COUP_SOURCE = cite("004", "Добивающий удар")

COUP_DC_BASE = 10  # "СЛ 10 + нанесенный урон"
FULL_ROUNDS_SEEN = 1  # "Совершив действие полного хода"
FULL_ROUNDS_UNSEEN = 2  # "этот процесс занимает два полных хода"


@dataclass(frozen=True)
class HelplessAc:
    melee: int
    ranged: int
    modifier_melee: int
    modifier_ranged: int


def helpless_ac(ac: int, dex: int) -> HelplessAc:
    """AC of a helpless creature whose usual AC is ``ac`` with Dex ``dex``: the AC table's
    row "Беспомощен" (−4 melee / +0 ranged) plus Dex 0 in place of its own Dex."""
    melee = ac_modifiers([DefenderCondition.HELPLESS], Reach.MELEE, dex).total
    ranged = ac_modifiers([DefenderCondition.HELPLESS], Reach.RANGED, dex).total
    return HelplessAc(ac + melee, ac + ranged, melee, ranged)


def coup_de_grace_dc(damage: int) -> int:
    return COUP_DC_BASE + damage


def p_death(damage: int, fortitude: int) -> Fraction:
    """P(failing the Fortitude save, DC 10 + damage) for a creature surviving the damage."""
    return 1 - d20_at_least(coup_de_grace_dc(damage) - fortitude)


@dataclass(frozen=True)
class CoupDeGrace:
    allowed: bool
    reason: str
    full_round_actions: int


def coup_de_grace(weapon: str, adjacent: bool, seen: bool, immune_to_crits: bool) -> CoupDeGrace:
    """Whether a coup de grâce can be delivered (``reason`` a code, see ``COUP_REASONS``), and
    how many full-round actions it takes."""
    if immune_to_crits:
        return CoupDeGrace(False, "immune_to_criticals", 0)
    if weapon == "other_ranged":
        return CoupDeGrace(False, "weapon_not_allowed", 0)
    if weapon in ("bow", "crossbow") and not adjacent:
        return CoupDeGrace(False, "not_adjacent", 0)
    return CoupDeGrace(True, "allowed", FULL_ROUNDS_SEEN if seen else FULL_ROUNDS_UNSEEN)


# --- calculators ---------------------------------------------------------------------------



COUP_REASONS = (
    Option("allowed", Text("allowed", "consentito", "permitido", "можно")),
    Option("immune_to_criticals", Text("target immune to critical hits", "bersaglio immune ai critici",
                                     "objetivo inmune a críticos", "существо неуязвимо к критическим ударам")),
    Option("weapon_not_allowed", Text("only a melee weapon, a bow or a crossbow", "solo arma da mischia, arco o balestra",
                                    "solo arma cuerpo a cuerpo, arco o ballesta", "только оружие ближнего боя, лук или арбалет")),
    Option("not_adjacent", Text("bow or crossbow: stand adjacent to the target", "arco o balestra: serve stare adiacenti al bersaglio",
                              "arco o ballesta: hay que estar adyacente al objetivo", "лук или арбалет: нужно стоять вплотную к цели")),
)


def _helpless(ac: int, dex: int) -> dict[str, object]:
    result = helpless_ac(ac, dex)
    return {
        "ac_melee": result.melee,
        "ac_ranged": result.ranged,
        "modifier_melee": result.modifier_melee,
        "modifier_ranged": result.modifier_ranged,
        "flat_footed": True,
    }


def _coup(weapon: str, adjacent: bool, seen: bool, immune_to_crits: bool, damage: int, sneak_attack: int,
          fortitude: int) -> dict[str, object]:
    rule = coup_de_grace(weapon, adjacent, seen, immune_to_crits)
    total = damage + sneak_attack if rule.allowed else 0
    p, p_text = exact(p_death(total, fortitude) if rule.allowed else Fraction(0))
    return {
        "allowed": rule.allowed,
        "reason": rule.reason,
        "automatic_critical_hit": rule.allowed,
        "total_damage": total,
        "fortitude_dc": coup_de_grace_dc(total) if rule.allowed else 0,
        "p_death": p,
        "p_death_fraction": p_text,
        "full_round_actions": rule.full_round_actions,
        "provokes_aoo": rule.allowed,
    }


CALCULATORS = (
    Calculator(
        name="helpless_004",
        title=Text("Helpless defender's AC", "CA di un difensore indifeso", "CA de un defensor indefenso", "КБ беспомощного противника"),
        summary=Text(
            en="Dex counts as 0 (−5) and −4 more against melee: −9 in melee and −5 at range for a Dex modifier of 0; always flat-footed.",
            it="La Destrezza conta come 0 (−5) e −4 in più contro la mischia: −9 in mischia e −5 a distanza con modificatore di Destrezza 0; sempre Impreparato.",
            es="La Destreza cuenta como 0 (−5) y −4 más contra cuerpo a cuerpo: −9 cuerpo a cuerpo y −5 a distancia con modificador de Destreza 0; siempre desprevenido.",
            ru="Ловкость считается равной 0 (−5) и ещё −4 против ближнего боя: −9 в ближнем бою и −5 от дистанционных при модификаторе Ловкости 0; всегда застигнут врасплох.",
        ),
        source=SOURCE,
        fields=(
            IntField("ac", Text("Usual AC (with its Dex modifier)", "CA abituale (con il modificatore di Destrezza)",
                              "CA habitual (con su modificador de Destreza)", "Обычный КБ (с модификатором Ловкости)"),
                     minimum=AC_RANGE[0], maximum=AC_RANGE[1], default=15),
            IntField("dex", Text("Dexterity score", "Punteggio di Destrezza", "Puntuación de Destreza", "Значение Ловкости"),
                     minimum=DEX_RANGE[0], maximum=DEX_RANGE[1], default=10),
        ),
        outputs=(
            Output("ac_melee", Text("AC against melee", "CA contro la mischia", "CA contra cuerpo a cuerpo", "КБ против ближнего боя")),
            Output("ac_ranged", Text("AC against ranged", "CA contro attacchi a distanza", "CA contra ataques a distancia", "КБ против дистанционных атак")),
            Output("modifier_melee", Text("Change against melee", "Variazione contro la mischia", "Cambio contra cuerpo a cuerpo", "Изменение против ближнего боя")),
            Output("modifier_ranged", Text("Change against ranged", "Variazione a distanza", "Cambio a distancia", "Изменение против дистанционных")),
            Output("flat_footed", Text("Flat-footed", "Impreparato", "Desprevenido", "Застигнут врасплох")),
        ),
        compute=_helpless,
        readings=(
            Text(
                en="Dex 0 (modifier −5) replaces the creature's own Dex modifier: with a Dex modifier of 0 the change is the text's −9 / −5; a Dex bonus is lost on top.",
                it="La Destrezza 0 (modificatore −5) sostituisce il modificatore di Destrezza della creatura: con modificatore 0 la variazione è il −9 / −5 del testo; un bonus di Destrezza si perde in più.",
                es="La Destreza 0 (modificador −5) sustituye al modificador de Destreza de la criatura: con modificador 0 el cambio es el −9 / −5 del texto; un bono de Destreza se pierde además.",
                ru="Ловкость 0 (модификатор −5) заменяет собственный модификатор Ловкости: при модификаторе 0 изменение равно −9 / −5 из текста; бонус Ловкости теряется дополнительно.",
            ),
        ),
    ),
    Calculator(
        name="coup_de_grace_004",
        title=Text("Coup de grâce", "Colpo di grazia", "Golpe de gracia", "Добивающий удар"),
        summary=Text(
            en="Automatic critical hit on a helpless creature; if it survives, Fortitude DC 10 + damage or die. Exact chance of death.",
            it="Colpo critico automatico contro una creatura indifesa; se sopravvive, Tempra CD 10 + danni o muore. Probabilità esatta di morte.",
            es="Crítico automático contra una criatura indefensa; si sobrevive, Fortaleza CD 10 + daño o muere. Probabilidad exacta de muerte.",
            ru="Автоматический критический удар по беспомощному существу; если оно выжило — испытание Стойкости СЛ 10 + урон, иначе смерть. Точная вероятность смерти.",
        ),
        source=COUP_SOURCE,
        fields=(
            ChoiceField(
                "weapon",
                Text("Weapon", "Arma", "Arma", "Оружие"),
                options=(
                    Option("melee", Text("melee weapon", "arma da mischia", "arma cuerpo a cuerpo", "оружие ближнего боя")),
                    Option("bow", Text("bow", "arco", "arco", "лук")),
                    Option("crossbow", Text("crossbow", "balestra", "ballesta", "арбалет")),
                    Option("other_ranged", Text("other ranged weapon", "altra arma a distanza", "otra arma a distancia", "другое дистанционное оружие")),
                ),
                default="melee",
            ),
            BoolField("adjacent", Text("Adjacent to the target", "Adiacente al bersaglio", "Adyacente al objetivo", "Вплотную к цели"), default=True),
            BoolField("seen", Text("You can see the target", "Vedi il bersaglio", "Ves al objetivo", "Вы видите цель"), default=True),
            BoolField("immune_to_crits", Text("Target immune to critical hits", "Bersaglio immune ai critici", "Objetivo inmune a críticos",
                                            "Цель неуязвима к критическим ударам"), default=False),
            IntField("damage", Text("Damage of the critical hit", "Danni del colpo critico", "Daño del crítico", "Урон критического удара"),
                     minimum=0, maximum=1000, default=10),
            IntField("sneak_attack", Text("Sneak attack damage (rogue)", "Danni da attacco furtivo (ladro)", "Daño de ataque furtivo (pícaro)",
                                        "Урон атаки исподтишка (плут)"), minimum=0, maximum=500, default=0),
            IntField("fortitude", Text("Target's Fortitude save bonus", "Bonus di Tempra del bersaglio", "Bono de Fortaleza del objetivo",
                                     "Бонус испытания Стойкости цели"), minimum=-10, maximum=60, default=2),
        ),
        outputs=(
            Output("allowed", Text("Coup de grâce possible", "Colpo di grazia possibile", "Golpe de gracia posible", "Добивающий удар возможен")),
            Output("reason", Text("Why", "Perché", "Por qué", "Почему"), codes=COUP_REASONS),
            Output("automatic_critical_hit", Text("Automatic hit and critical", "Colpisce e fa critico in automatico", "Impacto y crítico automáticos",
                                                "Автоматическое попадание и критический удар")),
            Output("total_damage", Text("Total damage", "Danni totali", "Daño total", "Общий урон")),
            Output("fortitude_dc", Text("Fortitude save DC", "CD del tiro salvezza su Tempra", "CD de la salvación de Fortaleza", "СЛ испытания Стойкости")),
            Output("p_death", Text("Chance it dies (if it survives the damage)", "Probabilità che muoia (se sopravvive ai danni)",
                                 "Probabilidad de que muera (si sobrevive al daño)", "Вероятность смерти (если пережило урон)")),
            Output("p_death_fraction", Text("Chance it dies (exact)", "Probabilità che muoia (esatta)", "Probabilidad de que muera (exacta)",
                                          "Вероятность смерти (точно)")),
            Output("full_round_actions", Text("Full-round actions needed", "Azioni di round completo necessarie", "Acciones de asalto completo necesarias",
                                            "Нужно действий полного хода")),
            Output("provokes_aoo", Text("Provokes attacks of opportunity", "Provoca attacchi di opportunità", "Provoca ataques de oportunidad",
                                      "Провоцирует внеочередные атаки")),
        ),
        compute=_coup,
        readings=(
            Text(
                en="The save succeeds on d20 + Fortitude ≥ DC (no natural 1/20 rule in the text); ranged weapons other than bows and crossbows cannot be used.",
                it="Il tiro salvezza riesce con d20 + Tempra ≥ CD (il testo non ha regole per 1 e 20 naturali); armi a distanza diverse da archi e balestre non si possono usare.",
                es="La salvación tiene éxito con d20 + Fortaleza ≥ CD (el texto no tiene regla de 1 y 20 naturales); no se pueden usar armas a distancia que no sean arcos o ballestas.",
                ru="Испытание пройдено при d20 + Стойкость ≥ СЛ (правила о естественных 1 и 20 в тексте нет); другое дистанционное оружие, кроме луков и арбалетов, не годится.",
            ),
        ),
    ),
)
