"""003 — Base Defense, Dodge (Esquiva) and Parry (Parada), with their situational modifiers.

Passages: "DEFENSA" — Defensa Base = 10 + size; Esquiva = Defensa Base + Dexterity bonus +
dodge bonus; Parada = Defensa Base + Strength bonus + parry bonus; −2 to Esquiva when
surrounded; −2 to Defense when charging; a Dexterity *penalty* goes to the Defense (every
kind), a sleeping or unconscious character has Dexterity 0 (−5); armour limits the Dexterity
bonus to Esquiva; the footnotes ¹²³⁴ (flat-footed, entangled −4 Dexterity and −4 Parada from
above, grapple, Dexterity 0). "ESQUIVAR" — no free adjacent hex: −2 to Esquiva. "PARAR" —
fully unarmed −4 (Impacto sin arma mejorado counts as armed), non-proficient or improvised
−1 (not for a barbarian with Versatilidad), no parrying ranged attacks. "ATAQUES DE TOQUE Y
VALORES DE DEFENSA DESPREVENIDO" — touch attacks are only dodged; flat-footed characters use
Base Defense. "LANZAR UN CONJURO" — no parrying while casting a spell with a somatic component.

Readings:
* Modifiers to "Defensa" (charging, a Dexterity penalty, other Defense modifiers) are added
  to Base Defense, so they reach Esquiva and Parada once and also count when the defender
  cannot dodge or parry, as the text requires.
* Entangled "−4 a Destreza" is −4 to the score, i.e. −2 to the modifier (the text's own
  numbers follow the usual modifier: Dexterity 5 → −3, Dexterity 0 → −5).
* Helpless⁴ (asleep, unconscious, pinned): Dexterity counts as 0 (−5) *instead of* the real
  modifier, and the defender cannot dodge or parry.
* A Strength penalty lowers Parada like a bonus raises it (the text only says "bonificador").
* When both are allowed the defender is assumed to pick the higher of Esquiva and Parada.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..tables.defense_003 import BASE_DEFENSE, DEFENSE_SOURCE, HELPLESS_DEX_MODIFIER, MODIFIERS

__all__ = ["Defenses", "base_defense", "dexterity_parts", "defenses", "CALCULATORS"]

ENTANGLED_DEX_MODIFIER = MODIFIERS["entangled"].value // 2  # −4 to the score is −2 to the modifier


@dataclass(frozen=True)
class Defenses:
    base: int
    dodge: int
    parry: int
    can_dodge: bool
    can_parry: bool

    @property
    def to_beat(self) -> int:
        """What an attack roll must equal or exceed: the better available defense, else Base Defense."""
        usable = [v for v, ok in ((self.dodge, self.can_dodge), (self.parry, self.can_parry)) if ok]
        return max(usable) if usable else self.base


def base_defense(size_mod: int) -> int:
    """"Defensa Base= 10 + Modificador de Tamaño"."""
    return BASE_DEFENSE + size_mod


def dexterity_parts(dexterity_mod: int, armor_max_dex: int) -> tuple[int, int]:
    """(penalty to every Defense, bonus to Esquiva limited by the armour)."""
    return min(0, dexterity_mod), min(max(0, dexterity_mod), armor_max_dex)


# parry_with option -> modifier to Parada ("PARAR")
PARRY_WITH = {
    "weapon": 0,
    "improvised": MODIFIERS["improvised"].value,
    "improvised_versatility": 0,
    "unarmed": MODIFIERS["unarmed"].value,
    "unarmed_improved": 0,
}
# situation option -> (can dodge, can parry)
SITUATION = {
    "ready": (True, True),
    "flat_footed": (False, False),
    "not_free": (False, False),
    "grappling": (False, False),
    "helpless": (False, False),
}


def defenses(
    size_mod: int = 0,
    dexterity_mod: int = 0,
    strength_mod: int = 0,
    armor_max_dex: int = 20,
    base_dodge: int = 0,
    dodge_bonuses: int = 0,
    base_parry: int = 0,
    parry_bonuses: int = 0,
    parry_with: str = "weapon",
    entangled: str = "none",
    situation: str = "ready",
    attack: str = "melee",
    surrounded: bool = False,
    charging: bool = False,
    somatic_spell: bool = False,
    defense_mod: int = 0,
) -> Defenses:
    """The three Defense values and whether the defender may dodge or parry this attack."""
    dex = dexterity_mod + (ENTANGLED_DEX_MODIFIER if entangled != "none" else 0)
    if situation == "helpless":
        dex = HELPLESS_DEX_MODIFIER
    dex_penalty, dex_bonus = dexterity_parts(dex, armor_max_dex)
    base = base_defense(size_mod) + dex_penalty + defense_mod + (MODIFIERS["charging"].value if charging else 0)
    dodge = base + dex_bonus + base_dodge + dodge_bonuses + (MODIFIERS["surrounded"].value if surrounded else 0)
    parry = (
        base
        + strength_mod
        + base_parry
        + parry_bonuses
        + PARRY_WITH[parry_with]
        + (MODIFIERS["entangled_above"].value if entangled == "from_above" else 0)
    )
    can_dodge, can_parry = SITUATION[situation]
    can_parry = can_parry and attack == "melee" and not somatic_spell
    return Defenses(base, dodge, parry, can_dodge, can_parry)


def _defense(**inputs: object) -> dict[str, object]:
    if inputs["entangled"] == "from_above" and str(inputs["parry_with"]).startswith("unarmed"):
        raise InputError(
            "entangled",
            "from_above_dagger, from_below or none when parrying unarmed",
            inputs["entangled"],
            reason="an unarmed parry is not made with something larger than a dagger",
        )
    d = defenses(**inputs)  # type: ignore[arg-type]
    return {
        "base_defense": d.base,
        "dodge": d.dodge,
        "parry": d.parry,
        "can_dodge": d.can_dodge,
        "can_parry": d.can_parry,
        "defense_to_beat": d.to_beat,
    }


def _int(name: str, label: Text, low: int, high: int, default: int = 0, help: Text | None = None) -> IntField:
    return IntField(name=name, label=label, minimum=low, maximum=high, default=default, help=help)


CALCULATORS = (
    Calculator(
        name="defense_003",
        title=Text(
            en="Base Defense, Dodge and Parry (Akenar)",
            it="Difesa Base, Schivata e Parata (Akenar)",
            es="Defensa Base, Esquiva y Parada (Akenar)",
            ru="Базовая защита, Уклонение и Парирование (Акенар)",
        ),
        summary=Text(
            en="Base Defense = 10 + size; Dodge adds Dexterity and dodge bonuses, Parry adds Strength and parry "
            "bonuses; with the text's situational modifiers and when dodging or parrying is impossible.",
            it="Difesa Base = 10 + taglia; la Schivata aggiunge Destrezza e bonus di schivata, la Parata Forza e "
            "bonus di parata; con i modificatori di situazione del testo e i casi in cui non si può schivare o parare.",
            es="Defensa Base = 10 + tamaño; la Esquiva suma Destreza y bonificadores de Esquiva, la Parada Fuerza y "
            "bonificadores de Parada; con los modificadores de situación del texto y cuándo no se puede esquivar o parar.",
            ru="Базовая защита = 10 + размер; Уклонение добавляет Ловкость и бонусы уклонения, Парирование — Силу и "
            "бонусы парирования; с ситуационными модификаторами текста и случаями, когда уклоняться или парировать нельзя.",
        ),
        source=DEFENSE_SOURCE,
        fields=(
            _int(
                "size_mod",
                Text(en="Size modifier", it="Modificatore di taglia", es="Modificador de tamaño", ru="Модификатор размера"),
                -8,
                8,
                help=Text(
                    en="The text gives no table for it: 0 for Medium, positive for smaller creatures.",
                    it="Il testo non ne dà la tabella: 0 per la taglia Media, positivo per creature più piccole.",
                    es="El texto no da su tabla: 0 para tamaño Mediano, positivo para criaturas más pequeñas.",
                    ru="Таблицы в тексте нет: 0 для Среднего размера, положительный для существ поменьше.",
                ),
            ),
            _int(
                "dexterity_mod",
                Text(en="Dexterity modifier", it="Modificatore di Destrezza", es="Modificador de Destreza", ru="Модификатор Ловкости"),
                -5,
                20,
            ),
            _int(
                "strength_mod",
                Text(en="Strength modifier", it="Modificatore di Forza", es="Modificador de Fuerza", ru="Модификатор Силы"),
                -5,
                20,
            ),
            _int(
                "armor_max_dex",
                Text(
                    en="Largest Dexterity bonus the armour allows",
                    it="Bonus di Destrezza massimo concesso dall'armatura",
                    es="Bonificador de Destreza máximo que permite la armadura",
                    ru="Наибольший бонус Ловкости, допускаемый доспехом",
                ),
                0,
                20,
                default=20,
                help=Text(
                    en="Leave 20 without armour (no limit). It limits the Dexterity bonus to Dodge only.",
                    it="Lascia 20 senza armatura (nessun limite). Limita solo il bonus di Destrezza alla Schivata.",
                    es="Deja 20 sin armadura (sin límite). Solo limita el bonificador de Destreza a la Esquiva.",
                    ru="Без доспеха оставьте 20 (без ограничения). Ограничивает только бонус Ловкости к Уклонению.",
                ),
            ),
            _int(
                "base_dodge",
                Text(
                    en="Base dodge bonus (class)",
                    it="Bonus di schivata base (classe)",
                    es="Bonificador de Esquiva base (clase)",
                    ru="Базовый бонус уклонения (класс)",
                ),
                0,
                20,
            ),
            _int(
                "dodge_bonuses",
                Text(
                    en="Other dodge bonuses (they stack)",
                    it="Altri bonus di schivata (si sommano)",
                    es="Bonificadores de Esquiva adicionales (se acumulan)",
                    ru="Прочие бонусы уклонения (складываются)",
                ),
                0,
                20,
            ),
            _int(
                "base_parry",
                Text(
                    en="Base parry bonus (class)",
                    it="Bonus di parata base (classe)",
                    es="Bonificador de Parada base (clase)",
                    ru="Базовый бонус парирования (класс)",
                ),
                0,
                20,
            ),
            _int(
                "parry_bonuses",
                Text(
                    en="Other parry bonuses (shield, feat, ...)",
                    it="Altri bonus di parata (scudo, talento, ...)",
                    es="Bonificadores de Parada adicionales (escudo, dote, ...)",
                    ru="Прочие бонусы парирования (щит, черта, ...)",
                ),
                0,
                20,
            ),
            ChoiceField(
                name="parry_with",
                label=Text(en="Parrying with", it="Si para con", es="Para con", ru="Парирует"),
                options=(
                    Option(
                        "weapon",
                        Text(
                            en="A weapon, shield or object",
                            it="Un'arma, uno scudo o un oggetto",
                            es="Un arma, escudo u objeto",
                            ru="Оружием, щитом или предметом",
                        ),
                    ),
                    Option(
                        "improvised",
                        Text(
                            en="Improvised or non-proficient weapon (-1)",
                            it="Arma improvvisata o non competente (-1)",
                            es="Arma improvisada o no competente (-1)",
                            ru="Импровизированным или незнакомым оружием (-1)",
                        ),
                    ),
                    Option(
                        "improvised_versatility",
                        Text(
                            en="Improvised weapon, barbarian with Versatilidad (0)",
                            it="Arma improvvisata, barbaro con Versatilidad (0)",
                            es="Arma improvisada, bárbaro con Versatilidad (0)",
                            ru="Импровизированным оружием, варвар с Versatilidad (0)",
                        ),
                    ),
                    Option(
                        "unarmed",
                        Text(
                            en="Fully unarmed (-4)",
                            it="Completamente disarmato (-4)",
                            es="Desarmado por completo (-4)",
                            ru="Полностью безоружен (-4)",
                        ),
                    ),
                    Option(
                        "unarmed_improved",
                        Text(
                            en="Unarmed with Impacto sin arma mejorado (counts as armed)",
                            it="Disarmato con Impacto sin arma mejorado (conta come armato)",
                            es="Sin armas con Impacto sin arma mejorado (cuenta como armado)",
                            ru="Без оружия с чертой Impacto sin arma mejorado (считается вооружённым)",
                        ),
                    ),
                ),
                default="weapon",
            ),
            ChoiceField(
                name="entangled",
                label=Text(en="Entangled", it="Intralciato", es="Enmarañado", ru="Опутан"),
                options=(
                    Option("none", Text(en="No", it="No", es="No", ru="Нет")),
                    Option(
                        "from_above",
                        Text(
                            en="From above, parrying with something larger than a dagger",
                            it="Dall'alto, parando con qualcosa più grande di un pugnale",
                            es="Desde arriba, parando con algo mayor que una daga",
                            ru="Сверху, парирует чем-то крупнее кинжала",
                        ),
                    ),
                    Option(
                        "from_above_dagger",
                        Text(
                            en="From above, parrying with a dagger or smaller",
                            it="Dall'alto, parando con un pugnale o meno",
                            es="Desde arriba, parando con una daga o menos",
                            ru="Сверху, парирует кинжалом или меньшим",
                        ),
                    ),
                    Option(
                        "from_below",
                        Text(en="From below", it="Dal basso", es="Desde abajo", ru="Снизу"),
                    ),
                ),
                default="none",
                help=Text(
                    en="-4 Dexterity (-2 to the modifier); from above also -4 to Parry with anything larger than a dagger.",
                    it="-4 alla Destrezza (-2 al modificatore); dall'alto anche -4 alla Parata con qualcosa più grande di un pugnale.",
                    es="-4 a Destreza (-2 al modificador); desde arriba también -4 a Parada con algo mayor que una daga.",
                    ru="-4 к Ловкости (-2 к модификатору); сверху ещё -4 к Парированию чем-то крупнее кинжала.",
                ),
            ),
            ChoiceField(
                name="situation",
                label=Text(en="Defender's situation", it="Situazione del difensore", es="Situación del defensor", ru="Положение защитника"),
                options=(
                    Option(
                        "ready",
                        Text(en="Able to defend", it="In grado di difendersi", es="Puede defenderse", ru="Может защищаться"),
                    ),
                    Option(
                        "flat_footed",
                        Text(
                            en="Flat-footed (without Esquiva asombrosa)",
                            it="Colto alla sprovvista (senza Esquiva asombrosa)",
                            es="Desprevenido (sin Esquiva asombrosa)",
                            ru="Застигнут врасплох (без Esquiva asombrosa)",
                        ),
                    ),
                    Option(
                        "not_free",
                        Text(
                            en="Cannot move freely",
                            it="Non può muoversi liberamente",
                            es="No se puede mover con libertad",
                            ru="Не может свободно двигаться",
                        ),
                    ),
                    Option(
                        "grappling",
                        Text(en="In a grapple", it="In una lotta", es="En una presa", ru="В захвате"),
                    ),
                    Option(
                        "helpless",
                        Text(
                            en="Asleep, unconscious, helpless or pinned (Dexterity 0)",
                            it="Addormentato, privo di sensi, indifeso o immobilizzato (Destrezza 0)",
                            es="Dormido, inconsciente, indefenso o inmovilizado (Destreza 0)",
                            ru="Спит, без сознания, беспомощен или обездвижен (Ловкость 0)",
                        ),
                    ),
                ),
                default="ready",
            ),
            ChoiceField(
                name="attack",
                label=Text(en="Incoming attack", it="Attacco subito", es="Ataque recibido", ru="Входящая атака"),
                options=(
                    Option("melee", Text(en="Melee", it="In mischia", es="Cuerpo a cuerpo", ru="Ближний бой")),
                    Option(
                        "ranged",
                        Text(en="Ranged (cannot be parried)", it="A distanza (non si para)", es="A distancia (no se para)", ru="Дальний (не парируется)"),
                    ),
                    Option(
                        "touch",
                        Text(en="Touch (dodge only)", it="Di contatto (solo schivata)", es="De toque (solo Esquiva)", ru="Касание (только уклонение)"),
                    ),
                ),
                default="melee",
            ),
            BoolField(
                name="surrounded",
                label=Text(
                    en="No free adjacent hex (surrounded): -2 Dodge",
                    it="Nessun esagono adiacente libero (circondato): -2 Schivata",
                    es="Sin hexágono adyacente libre (rodeado): -2 Esquiva",
                    ru="Нет свободного соседнего гекса (окружён): -2 Уклонение",
                ),
                default=False,
                help=Text(
                    en="A hex occupied by a friendly creature counts as free.",
                    it="Un esagono occupato da una creatura amica conta come libero.",
                    es="Un hexágono ocupado por una criatura amistosa cuenta como libre.",
                    ru="Гекс, занятый союзником, считается свободным.",
                ),
            ),
            BoolField(
                name="charging",
                label=Text(en="Charging: -2 Defense", it="In carica: -2 Difesa", es="Cargando: -2 Defensa", ru="В атаке с разбега: -2 Защита"),
                default=False,
            ),
            BoolField(
                name="somatic_spell",
                label=Text(
                    en="Casting a spell with a somatic component (no parry)",
                    it="Lancia un incantesimo con componente somatica (niente parata)",
                    es="Lanza un conjuro con componente somático (no puede parar)",
                    ru="Творит заклинание с соматическим компонентом (без парирования)",
                ),
                default=False,
            ),
            _int(
                "defense_mod",
                Text(
                    en="Other modifiers to Defense",
                    it="Altri modificatori alla Difesa",
                    es="Otros modificadores a la Defensa",
                    ru="Прочие модификаторы Защиты",
                ),
                -20,
                20,
                help=Text(
                    en="Those that name neither Dodge nor Parry; they also apply to Base Defense.",
                    it="Quelli che non nominano né Schivata né Parata; valgono anche per la Difesa Base.",
                    es="Los que no especifican Esquiva ni Parada; también se aplican a la Defensa Base.",
                    ru="Те, что не указывают Уклонение или Парирование; действуют и на Базовую защиту.",
                ),
            ),
        ),
        outputs=(
            Output("base_defense", Text(en="Base Defense", it="Difesa Base", es="Defensa Base", ru="Базовая защита")),
            Output("dodge", Text(en="Dodge", it="Schivata", es="Esquiva", ru="Уклонение")),
            Output("parry", Text(en="Parry", it="Parata", es="Parada", ru="Парирование")),
            Output("can_dodge", Text(en="May dodge", it="Può schivare", es="Puede esquivar", ru="Может уклоняться")),
            Output("can_parry", Text(en="May parry", it="Può parare", es="Puede parar", ru="Может парировать")),
            Output(
                "defense_to_beat",
                Text(
                    en="Attack total needed to hit",
                    it="Totale d'attacco necessario per colpire",
                    es="Total de ataque necesario para impactar",
                    ru="Итог атаки, нужный для попадания",
                ),
            ),
        ),
        compute=_defense,
        readings=(
            Text(
                en="Modifiers to \"Defensa\" (charging, a Dexterity penalty, other Defense modifiers) are added to Base "
                "Defense, so they reach Dodge and Parry once and still count when the defender cannot dodge or parry.",
                it="I modificatori alla \"Defensa\" (carica, penalità di Destrezza, altri) si sommano alla Difesa Base: "
                "arrivano una volta a Schivata e Parata e valgono anche quando non si può schivare né parare.",
                es="Los modificadores a la \"Defensa\" (cargar, penalización de Destreza, otros) se suman a la Defensa "
                "Base: llegan una vez a Esquiva y Parada y cuentan también cuando no se puede esquivar ni parar.",
                ru="Модификаторы «Defensa» (разбег, штраф Ловкости, прочие) прибавляются к Базовой защите: один раз "
                "входят в Уклонение и Парирование и действуют, даже когда уклоняться и парировать нельзя.",
            ),
            Text(
                en="Entangled \"-4 a Destreza\" is -4 to the score, -2 to the modifier. Helpless: Dexterity counts as 0 "
                "(-5) instead of the real modifier, and no dodging or parrying.",
                it="Intralciato \"-4 a Destreza\" è -4 al punteggio, -2 al modificatore. Indifeso: la Destrezza conta 0 "
                "(-5) al posto del modificatore reale, e niente schivata né parata.",
                es="Enmarañado \"-4 a Destreza\" es -4 a la puntuación, -2 al modificador. Indefenso: la Destreza cuenta "
                "como 0 (-5) en lugar del modificador real, y no puede esquivar ni parar.",
                ru="Опутан: «-4 a Destreza» — это -4 к значению, -2 к модификатору. Беспомощен: Ловкость считается 0 "
                "(-5) вместо настоящего модификатора, без уклонения и парирования.",
            ),
            Text(
                en="A Strength penalty lowers Parry as a bonus raises it. When both are allowed the defender picks the "
                "higher of Dodge and Parry; when neither is, the attack must reach Base Defense.",
                it="Una penalità di Forza abbassa la Parata come un bonus la alza. Se sono ammesse entrambe il difensore "
                "sceglie la più alta fra Schivata e Parata; se nessuna, l'attacco deve raggiungere la Difesa Base.",
                es="Un penalizador de Fuerza baja la Parada como un bonificador la sube. Si ambas son posibles, el "
                "defensor elige la mayor entre Esquiva y Parada; si ninguna, el ataque debe alcanzar la Defensa Base.",
                ru="Штраф Силы снижает Парирование, как бонус повышает. Если доступно и то и другое, защитник выбирает "
                "большее из Уклонения и Парирования; если ничего — атака должна достичь Базовой защиты.",
            ),
        ),
    ),
)
