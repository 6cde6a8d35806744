"""000 — "COMBATTIMENTO RAVVICINATO" (close combat) and "RECUPERARE UN’ARMA CADUTA OD UN OGGETTO DA TERRA".

Entering close combat: an opposed dexterity check the attacker must win, only between
creatures at most one size apart; if he wins, a victim holding an M or L weapon who has
not acted yet strikes first. Inside close combat (rules a–f): M weapon −2, L weapon −5
(a two-handed L weapon cannot be used, only held in one hand), blunt −2 more, shield −1
more and no AC from it; a miss with an M or L weapon calls for a reflex save or the
weapon is dropped. Third parties attacking one of the pair save vs reflexes per attack
(−5% medium, −10% large, −5% more two-handed; −20% missile/thrown or similar, −10% with
"Precisione nella Mira"): a failed save sends the attack at the other combatant; an effect
aimed at one of them deals half (rounded up) to it and the other half to the other.
Breaking free: at the end of the round, if only one wants out, both save vs robustness
(strength instead of constitution); he is free if he passes by more points than the
other; each creature pulling them apart gives him +5%.

Recovering a dropped weapon or object (a complex action, with a half move): +2 to AC and
no dexterity bonus (the shield still counts) until picked up, which happens at the
initiative factor of a full move, plus the half-move penalty if he had to move for it.

Readings (the text leaves them open):

* the opposed dexterity check is :func:`calc.rules.grab_000.opposed_check`;
* "tiri salvezza" here are percentile: the save succeeds on d100 ≤ the chance, and the
  points it passes by are chance − roll (the same margins if it is rolled high instead);
* breaking free needs the breaker's save to succeed with a margin strictly greater than
  the other's (a failed save has a negative margin); equal margins keep them locked;
* "−2 da botta" applies to any blunt weapon, small ones too; the two-handed −5% on the
  third-party save applies to melee weapons only (it sits in the melee clause, before ";");
* the effect split keeps the total: the target takes half rounded up, the other the rest;
* only dexterity *bonuses* (negative AC adjustments) are lost while recovering a weapon;
  a dexterity penalty stays.
"""

from __future__ import annotations

from fractions import Fraction

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..tables.close_combat_000 import (
    BLUNT_TO_HIT,
    CLOSE_COMBAT_SOURCE,
    DROP_CHECK_SIZES,
    ESCAPE_SOURCE,
    FREE_ATTACK_SIZES,
    MAX_SIZE_GAP,
    PRECISE_AIM_SAVE,
    RECOVER_AC_PENALTY,
    RECOVER_SOURCE,
    SEPARATOR_SAVE_BONUS,
    SHIELD_TO_HIT,
    THIRD_PARTY_SAVE,
    TWO_HANDED_SAVE,
    WEAPON_TO_HIT,
    ThirdPartyAttack,
)
from ..tables.sizes_000 import CreatureSize, WeaponSize
from .grab_000 import AC_FIELD_RANGE, OPPOSED_CHECK_READING, SCORE_FIELD_RANGE, opposed_check, p_outputs, p_pair
from .strength_000 import size_options

__all__ = [
    "check_entry_sizes",
    "victim_strikes_first",
    "close_combat_to_hit",
    "weapon_usable",
    "save_or_drop_on_miss",
    "third_party_save_penalty",
    "percent_chance",
    "split_effect_damage",
    "breaker_save",
    "separation_chance",
    "recovering_ac",
    "pickup_initiative",
    "CALCULATORS",
]

MAX_SEPARATORS = 10
MAX_DAMAGE = 1000
INITIATIVE_RANGE = (-10, 30)


def check_entry_sizes(attacker: CreatureSize, victim: CreatureSize) -> None:
    """Close combat only between creatures at most one size apart."""
    if abs(attacker.rank - victim.rank) > MAX_SIZE_GAP:
        allowed = "|".join(s.value for s in CreatureSize if abs(s.rank - attacker.rank) <= MAX_SIZE_GAP)
        raise InputError(
            "victim_size",
            f"one of {allowed} (at most one size from the attacker)",
            victim.value,
            reason="close combat only between creatures at most one size apart",
        )


def victim_strikes_first(victim_weapon: WeaponSize | None, victim_has_acted: bool) -> bool:
    """A victim with an M or L weapon who has not used his action yet attacks before being grappled."""
    return victim_weapon in FREE_ATTACK_SIZES and not victim_has_acted


def close_combat_to_hit(weapon: WeaponSize, blunt: bool, shield: bool) -> int:
    """Rules a) and b): weapon size penalty, −2 more if blunt, −1 more with a shield."""
    return WEAPON_TO_HIT[weapon] + (BLUNT_TO_HIT if blunt else 0) + (SHIELD_TO_HIT if shield else 0)


def weapon_usable(weapon: WeaponSize, two_handed: bool) -> bool:
    """A two-handed L weapon "non potrà essere utilizzata ma solo mantenuta con una mano"."""
    return not (weapon is WeaponSize.LARGE and two_handed)


def save_or_drop_on_miss(weapon: WeaponSize) -> bool:
    """Rule e): a miss with an M or L weapon calls for a reflex save or the weapon falls."""
    return weapon in DROP_CHECK_SIZES


def third_party_save_penalty(attack: ThirdPartyAttack, two_handed: bool, precise_aim: bool) -> int:
    """Rule f): reflex save penalty (percentage points) for a third party's attack."""
    if two_handed and attack is ThirdPartyAttack.MISSILE:
        raise InputError(
            "two_handed",
            "false with missile/thrown attacks (the two-handed penalty is for melee weapons)",
            True,
            reason="two-handed applies to melee weapons",
        )
    return (
        THIRD_PARTY_SAVE[attack]
        + (TWO_HANDED_SAVE if two_handed else 0)
        + (PRECISE_AIM_SAVE if precise_aim else 0)
    )


def percent_chance(chance: int) -> Fraction:
    """P(d100 ≤ chance), clamped to [0, 1]."""
    return Fraction(max(0, min(100, chance)), 100)


def split_effect_damage(damage: int) -> tuple[int, int]:
    """An effect aimed at one of the pair: (to the target, half rounded up; to the other, the rest)."""
    to_target = -(-damage // 2)
    return to_target, damage - to_target


def breaker_save(save: int, separators: int) -> int:
    """The breaker's save chance with +5% per creature physically pulling the pair apart."""
    return save + SEPARATOR_SAVE_BONUS * separators


def separation_chance(breaker: int, holder: int) -> Fraction:
    """P(breaker passes his d100 save by strictly more points than the holder).

    Margin = chance − roll (negative when the save fails); the breaker must succeed.
    For a breaker roll ``rb``, the holder's roll ``rh`` must exceed ``holder − breaker + rb``.
    """
    favourable = 0
    for rb in range(1, min(breaker, 100) + 1):
        favourable += max(0, min(100, 100 - (holder - breaker + rb)))
    return Fraction(favourable, 10_000)


def recovering_ac(armor_class: int, dex_adjustment: int) -> int:
    """AC while recovering a weapon: +2, and a dexterity bonus (negative adjustment) is lost."""
    return armor_class + RECOVER_AC_PENALTY - min(dex_adjustment, 0)


def pickup_initiative(full_move_initiative: int, half_move_penalty: int, moved: bool) -> int:
    """The object is picked up at the full-move initiative, plus the half-move penalty if he moved."""
    return full_move_initiative + (half_move_penalty if moved else 0)


# --- calculators -----------------------------------------------------------------

def _close_combat(weapon_size: str, blunt: bool, two_handed: bool, shield: bool) -> dict[str, object]:
    weapon = WeaponSize(weapon_size)
    return {
        "to_hit_modifier": close_combat_to_hit(weapon, blunt, shield),
        "weapon_usable": weapon_usable(weapon, two_handed),
        "save_or_drop_on_miss": save_or_drop_on_miss(weapon),
    }


def _entry(
    attacker_size: str,
    victim_size: str,
    attacker_dexterity: int,
    victim_dexterity: int,
    victim_weapon: str,
    victim_has_acted: bool,
) -> dict[str, object]:
    check_entry_sizes(CreatureSize(attacker_size), CreatureSize(victim_size))
    contest = opposed_check(attacker_dexterity, victim_dexterity)
    weapon = None if victim_weapon == "none" else WeaponSize(victim_weapon)
    return {
        **p_pair("p_enter", contest.first_wins),
        **p_pair("p_tie", contest.tie),
        **p_pair("p_fail", contest.second_wins),
        "victim_strikes_first": victim_strikes_first(weapon, victim_has_acted),
    }


def _third_party(reflex_save: int, attack: str, two_handed: bool, precise_aim: bool) -> dict[str, object]:
    penalty = third_party_save_penalty(ThirdPartyAttack(attack), two_handed, precise_aim)
    p = percent_chance(reflex_save + penalty)
    return {
        "save_penalty": penalty,
        "save_chance": reflex_save + penalty,
        **p_pair("p_intended_target", p),
        **p_pair("p_other_combatant", 1 - p),
    }


def _split(damage: int) -> dict[str, object]:
    to_target, to_other = split_effect_damage(damage)
    return {"damage_to_target": to_target, "damage_to_other": to_other}


def _escape(breaker_save_chance: int, holder_save_chance: int, separators: int) -> dict[str, object]:
    used = breaker_save(breaker_save_chance, separators)
    return {"breaker_save_used": used, **p_pair("p_separated", separation_chance(used, holder_save_chance))}


def _recover(
    armor_class: int, dex_ac_adjustment: int, full_move_initiative: int, half_move_penalty: int, moved: bool
) -> dict[str, object]:
    return {
        "armor_class": recovering_ac(armor_class, dex_ac_adjustment),
        "pickup_initiative": pickup_initiative(full_move_initiative, half_move_penalty, moved),
    }


_WEAPON_OPTIONS = (
    Option("small", Text(en="Small weapon (S)", it="Arma small (S)", es="Arma pequeña (S)", ru="Малое оружие (S)")),
    Option("medium", Text(en="Medium weapon (M)", it="Arma medium (M)", es="Arma mediana (M)", ru="Среднее оружие (M)")),
    Option("large", Text(en="Large weapon (L)", it="Arma large (L)", es="Arma grande (L)", ru="Большое оружие (L)")),
)
_PERCENT_READING = Text(
    en="Saves are percentile: success on d100 ≤ the chance; the margin is chance − roll.",
    it="I tiri salvezza sono percentuali: riescono con d100 ≤ la probabilità; il margine è probabilità − tiro.",
    es="Las salvaciones son porcentuales: éxito con d100 ≤ la probabilidad; el margen es probabilidad − tirada.",
    ru="Спасброски процентные: успех при d100 ≤ шансу; запас — шанс минус бросок.",
)


def _percent_field(name: str, label: Text) -> IntField:
    return IntField(name=name, label=label, minimum=0, maximum=100, example=50)


CALCULATORS = (
    Calculator(
        name="close_combat_000",
        title=Text(
            en="Close combat: to-hit penalties",
            it="Combattimento ravvicinato: penalità al tiro per colpire",
            es="Combate cuerpo a cuerpo cerrado: penalizaciones para impactar",
            ru="Ближний захват: штрафы к попаданию",
        ),
        summary=Text(
            en="M weapon −2, L weapon −5 (two-handed L unusable), blunt −2 more, shield −1 more and no AC; M or L misses risk dropping the weapon.",
            it="Arma M −2, arma L −5 (L a due mani inutilizzabile), da botta −2 in più, scudo −1 in più e niente CA; chi manca con arma M o L rischia di farla cadere.",
            es="Arma M −2, arma L −5 (L a dos manos inutilizable), contundente −2 más, escudo −1 más y sin CA; fallar con arma M o L arriesga soltarla.",
            ru="Оружие M −2, L −5 (двуручное L нельзя использовать), дробящее ещё −2, щит ещё −1 и без КБ; промах оружием M или L грозит его выронить.",
        ),
        source=CLOSE_COMBAT_SOURCE,
        fields=(
            ChoiceField(
                name="weapon_size",
                label=Text(en="Weapon size", it="Dimensione dell'arma", es="Tamaño del arma", ru="Размер оружия"),
                options=_WEAPON_OPTIONS,
                default="medium",
            ),
            BoolField(name="blunt", label=Text(en="Blunt weapon", it="Arma da botta", es="Arma contundente", ru="Дробящее оружие"), default=False),
            BoolField(name="two_handed", label=Text(en="Two-handed weapon", it="Arma a due mani", es="Arma a dos manos", ru="Двуручное оружие"), default=False),
            BoolField(name="shield", label=Text(en="Carries a shield", it="Ha uno scudo", es="Lleva escudo", ru="Есть щит"), default=False),
        ),
        outputs=(
            Output("to_hit_modifier", Text(en="To-hit modifier", it="Modificatore al tiro per colpire", es="Modificador para impactar", ru="Модификатор попадания")),
            Output("weapon_usable", Text(en="Weapon can be used", it="Arma utilizzabile", es="Arma utilizable", ru="Оружие можно использовать")),
            Output("save_or_drop_on_miss", Text(en="Reflex save or drop it on a miss", it="Tiro salvezza su riflessi o cade se manca", es="Salvación de reflejos o se cae al fallar", ru="Спасбросок реакции или выронить при промахе")),
        ),
        compute=_close_combat,
        readings=(
            Text(
                en="The blunt −2 applies to any blunt weapon, small ones too.",
                it="Il −2 da botta vale per ogni arma da botta, anche small.",
                es="El −2 contundente vale para toda arma contundente, también las pequeñas.",
                ru="−2 за дробящее оружие действует для любого дробящего, и малого тоже.",
            ),
        ),
    ),
    Calculator(
        name="close_combat_entry_000",
        title=Text(
            en="Entering close combat",
            it="Entrare in combattimento ravvicinato",
            es="Entrar en combate cerrado",
            ru="Вступление в ближний захват",
        ),
        summary=Text(
            en="Opposed dexterity check the attacker must win (sizes at most one apart; one grappler per creature); "
            "a victim with an M or L weapon who has not acted strikes first.",
            it="Prova di destrezza contrapposta che l'attaccante deve vincere (taglie al massimo una di differenza; una sola "
            "creatura per avversario); la vittima con arma M o L che non ha agito colpisce per prima.",
            es="Prueba de destreza enfrentada que el atacante debe ganar (tamaños a lo sumo uno de diferencia; una criatura "
            "por víctima); la víctima con arma M o L que no ha actuado golpea primero.",
            ru="Встречная проверка ловкости, которую атакующий должен выиграть (размеры различаются не более чем на один; "
            "один захватчик на существо); жертва с оружием M или L, ещё не действовавшая, бьёт первой.",
        ),
        source=CLOSE_COMBAT_SOURCE,
        fields=(
            ChoiceField(
                name="attacker_size",
                label=Text(en="Attacker's size", it="Taglia dell'attaccante", es="Tamaño del atacante", ru="Размер атакующего"),
                options=size_options(),
                default="medium",
            ),
            ChoiceField(
                name="victim_size",
                label=Text(en="Victim's size", it="Taglia della vittima", es="Tamaño de la víctima", ru="Размер жертвы"),
                options=size_options(),
                default="medium",
            ),
            IntField(
                name="attacker_dexterity",
                label=Text(en="Attacker's dexterity", it="Destrezza dell'attaccante", es="Destreza del atacante", ru="Ловкость атакующего"),
                minimum=SCORE_FIELD_RANGE[0],
                maximum=SCORE_FIELD_RANGE[1],
                example=12,
            ),
            IntField(
                name="victim_dexterity",
                label=Text(en="Victim's dexterity", it="Destrezza della vittima", es="Destreza de la víctima", ru="Ловкость жертвы"),
                minimum=SCORE_FIELD_RANGE[0],
                maximum=SCORE_FIELD_RANGE[1],
                example=12,
            ),
            ChoiceField(
                name="victim_weapon",
                label=Text(en="Victim's weapon", it="Arma della vittima", es="Arma de la víctima", ru="Оружие жертвы"),
                options=(
                    Option("none", Text(en="None", it="Nessuna", es="Ninguna", ru="Нет")),
                    *_WEAPON_OPTIONS,
                ),
                default="none",
            ),
            BoolField(
                name="victim_has_acted",
                label=Text(
                    en="Victim already used his action",
                    it="La vittima ha già usato l'azione",
                    es="La víctima ya usó su acción",
                    ru="Жертва уже использовала действие",
                ),
                default=False,
            ),
        ),
        outputs=(
            *p_outputs("p_enter", Text(en="Attacker wins: close combat", it="L'attaccante vince: combattimento ravvicinato", es="El atacante gana: combate cerrado", ru="Атакующий выигрывает: захват")),
            *p_outputs("p_tie", Text(en="Tie", it="Parità", es="Empate", ru="Ничья")),
            *p_outputs("p_fail", Text(en="Attacker loses: no other action this round", it="L'attaccante perde: nessun'altra azione nel round", es="El atacante pierde: ninguna otra acción en la ronda", ru="Атакующий проигрывает: больше никаких действий в раунде")),
            Output("victim_strikes_first", Text(en="Victim strikes first if the attacker wins", it="La vittima colpisce per prima se l'attaccante vince", es="La víctima golpea primero si el atacante gana", ru="Жертва бьёт первой, если атакующий выиграл")),
        ),
        compute=_entry,
        readings=(
            OPPOSED_CHECK_READING,
            Text(
                en="Only a win takes the attacker into close combat; the text does not say what a tie costs him.",
                it="Solo la vittoria porta l'attaccante in combattimento ravvicinato; il testo non dice cosa comporti la parità.",
                es="Solo la victoria lleva al atacante al combate cerrado; el texto no dice qué supone un empate.",
                ru="Только победа вводит атакующего в захват; что даёт ничья, текст не говорит.",
            ),
        ),
    ),
    Calculator(
        name="close_combat_third_party_000",
        title=Text(
            en="Attacking one of two creatures in close combat",
            it="Attaccare uno dei combattenti in combattimento ravvicinato",
            es="Atacar a uno de los dos en combate cerrado",
            ru="Атака одного из сцепившихся",
        ),
        summary=Text(
            en="Reflex save per attack to strike the chosen combatant, otherwise the other one is attacked.",
            it="Tiro salvezza su riflessi per ogni attacco per puntare il combattente scelto, altrimenti l'attacco punta l'altro.",
            es="Salvación de reflejos por ataque para alcanzar al elegido; si falla, el ataque va contra el otro.",
            ru="Спасбросок реакции за каждую атаку, чтобы целиться в выбранного; иначе атака идёт в другого.",
        ),
        source=CLOSE_COMBAT_SOURCE,
        fields=(
            _percent_field("reflex_save", Text(en="Reflex save chance (%)", it="Tiro salvezza su riflessi (%)", es="Salvación de reflejos (%)", ru="Спасбросок реакции (%)")),
            ChoiceField(
                name="attack",
                label=Text(en="Attack with", it="Attacco con", es="Ataque con", ru="Атака чем"),
                options=(
                    *_WEAPON_OPTIONS,
                    Option(
                        "missile",
                        Text(
                            en="Missile or thrown weapon, or similar effect",
                            it="Arma da tiro o da lancio od effetto assimilabile",
                            es="Arma de proyectil o arrojadiza, o efecto similar",
                            ru="Стрелковое или метательное оружие, или похожий эффект",
                        ),
                    ),
                ),
                default="medium",
            ),
            BoolField(name="two_handed", label=Text(en="Melee weapon held in two hands", it="Arma impugnata a due mani", es="Arma empuñada a dos manos", ru="Оружие двумя руками"), default=False),
            BoolField(name="precise_aim", label=Text(en="Using the Precise Aim blow", it="Colpo Precisione nella Mira", es="Golpe Precisión en la Puntería", ru="Приём «Точность прицела»"), default=False),
        ),
        outputs=(
            Output("save_penalty", Text(en="Save penalty (%)", it="Penalità al tiro salvezza (%)", es="Penalización a la salvación (%)", ru="Штраф к спасброску (%)")),
            Output("save_chance", Text(en="Save chance after penalties (%)", it="Tiro salvezza con le penalità (%)", es="Salvación con penalizaciones (%)", ru="Спасбросок со штрафами (%)")),
            *p_outputs("p_intended_target", Text(en="Attack aims at the chosen target", it="L'attacco punta il bersaglio scelto", es="El ataque va contra el objetivo elegido", ru="Атака идёт в выбранную цель")),
            *p_outputs("p_other_combatant", Text(en="Attack aims at the other combatant", it="L'attacco punta l'altro bersaglio", es="El ataque va contra el otro combatiente", ru="Атака идёт в другого")),
        ),
        compute=_third_party,
        readings=(
            _PERCENT_READING,
            Text(
                en="Penalties add up; the two-handed −5% applies to melee weapons only.",
                it="Le penalità si sommano; il −5% a due mani vale solo per le armi da mischia.",
                es="Las penalizaciones se suman; el −5% a dos manos solo vale para armas cuerpo a cuerpo.",
                ru="Штрафы суммируются; −5% за двуручное только для оружия ближнего боя.",
            ),
        ),
    ),
    Calculator(
        name="close_combat_split_000",
        title=Text(
            en="Effect aimed at one of two creatures in close combat",
            it="Effetto puntato su uno dei combattenti ravvicinati",
            es="Efecto dirigido a uno de los dos en combate cerrado",
            ru="Эффект по одному из сцепившихся",
        ),
        summary=Text(
            en="The target takes half the damage (rounded up), the other combatant the other half; each saves separately.",
            it="Il bersaglio subisce metà dei danni (per eccesso), l'altro combattente l'altra metà; ciascuno fa il proprio tiro salvezza.",
            es="El objetivo recibe la mitad del daño (redondeando arriba), el otro la otra mitad; cada uno salva por separado.",
            ru="Цель получает половину урона (с округлением вверх), другой — вторую половину; спасброски отдельно.",
        ),
        source=CLOSE_COMBAT_SOURCE,
        fields=(
            IntField(name="damage", label=Text(en="Damage of the effect", it="Danni dell'effetto", es="Daño del efecto", ru="Урон эффекта"), minimum=0, maximum=MAX_DAMAGE, example=10),
        ),
        outputs=(
            Output("damage_to_target", Text(en="To the target", it="Al bersaglio", es="Al objetivo", ru="Цели")),
            Output("damage_to_other", Text(en="To the other combatant", it="All'altro combattente", es="Al otro combatiente", ru="Другому")),
        ),
        compute=_split,
        readings=(
            Text(
                en="The total is kept: the target's half is rounded up, the other takes the rest.",
                it="Il totale resta invariato: la metà del bersaglio è per eccesso, l'altro subisce il resto.",
                es="El total se conserva: la mitad del objetivo se redondea arriba, el otro recibe el resto.",
                ru="Сумма сохраняется: половина цели округляется вверх, другой получает остаток.",
            ),
        ),
    ),
    Calculator(
        name="close_combat_escape_000",
        title=Text(
            en="Breaking free from close combat",
            it="Liberarsi dal combattimento ravvicinato",
            es="Liberarse del combate cerrado",
            ru="Вырваться из захвата",
        ),
        summary=Text(
            en="End of round, only one wants out: both save vs robustness (with strength); he is free if he passes by more points. +5% per creature pulling them apart.",
            it="A fine round, se uno solo vuole liberarsi: entrambi tirano su robustezza (con la forza); è libero se supera di più punti. +5% per ogni creatura che li separa.",
            es="Al final de la ronda, si solo uno quiere soltarse: ambos salvan por robustez (con la fuerza); queda libre si supera por más puntos. +5% por cada criatura que los separa.",
            ru="В конце раунда, если вырваться хочет лишь один: оба бросают спасбросок стойкости (по силе); свободен, если превысил на больше очков. +5% за каждого разнимающего.",
        ),
        source=ESCAPE_SOURCE,
        fields=(
            _percent_field("breaker_save_chance", Text(en="Save of the one breaking free (%)", it="Tiro salvezza di chi si vuole liberare (%)", es="Salvación de quien quiere liberarse (%)", ru="Спасбросок вырывающегося (%)")),
            _percent_field("holder_save_chance", Text(en="Save of the other (%)", it="Tiro salvezza dell'altro (%)", es="Salvación del otro (%)", ru="Спасбросок другого (%)")),
            IntField(
                name="separators",
                label=Text(en="Creatures pulling them apart", it="Creature che tentano di separarli", es="Criaturas que intentan separarlos", ru="Существа, разнимающие их"),
                minimum=0,
                maximum=MAX_SEPARATORS,
                default=0,
            ),
        ),
        outputs=(
            Output("breaker_save_used", Text(en="Breaker's save with bonuses (%)", it="Tiro salvezza di chi si libera con i bonus (%)", es="Salvación con bonos (%)", ru="Спасбросок с бонусами (%)")),
            *p_outputs("p_separated", Text(en="Chance to break free", it="Probabilità di liberarsi", es="Probabilidad de liberarse", ru="Вероятность вырваться")),
        ),
        compute=_escape,
        readings=(
            _PERCENT_READING,
            Text(
                en="Free only if his save succeeds with a margin strictly greater than the other's (a failed save's margin is negative).",
                it="Libero solo se il suo tiro riesce con un margine strettamente maggiore di quello dell'altro (un tiro fallito ha margine negativo).",
                es="Libre solo si su salvación tiene éxito con un margen estrictamente mayor que el del otro (un fallo tiene margen negativo).",
                ru="Свободен, только если его спасбросок успешен с запасом строго больше, чем у другого (у провала запас отрицательный).",
            ),
        ),
    ),
    Calculator(
        name="recover_weapon_000",
        title=Text(
            en="Recovering a dropped weapon",
            it="Recuperare un'arma caduta",
            es="Recuperar un arma caída",
            ru="Подобрать упавшее оружие",
        ),
        summary=Text(
            en="A complex action with a half move: AC +2 and no dexterity bonus (shield still counts) until it is picked up, at full-move initiative (+ half-move penalty if he moved).",
            it="Azione complessa con un mezzo movimento: CA +2 e niente bonus di destrezza (lo scudo vale) finché non la raccoglie, all'iniziativa del pieno movimento (+ penalità di mezzo movimento se si è spostato).",
            es="Acción compleja con medio movimiento: CA +2 y sin bono de destreza (el escudo cuenta) hasta recogerla, a la iniciativa de movimiento completo (+ penalización de medio movimiento si se movió).",
            ru="Сложное действие с половиной движения: КБ +2 и без бонуса ловкости (щит учитывается), пока не подобрано; инициатива полного движения (+ штраф полудвижения, если пришлось идти).",
        ),
        source=RECOVER_SOURCE,
        fields=(
            IntField(
                name="armor_class",
                label=Text(en="Current AC", it="Classe armatura attuale", es="CA actual", ru="Текущий КБ"),
                minimum=AC_FIELD_RANGE[0],
                maximum=AC_FIELD_RANGE[1],
                help=Text(
                    en="Including dexterity and shield.",
                    it="Compresi destrezza e scudo.",
                    es="Incluidos destreza y escudo.",
                    ru="С учётом ловкости и щита.",
                ),
                example=5,
            ),
            IntField(
                name="dex_ac_adjustment",
                label=Text(en="Dexterity AC adjustment in it", it="Modifica della destrezza alla CA inclusa", es="Ajuste de destreza a la CA incluido", ru="Поправка ловкости к КБ в нём"),
                minimum=-6,
                maximum=5,
                default=0,
                help=Text(
                    en="Negative is a bonus (e.g. −2 for dexterity 16).",
                    it="Negativo è un bonus (es. −2 con destrezza 16).",
                    es="Negativo es un bono (p. ej. −2 con destreza 16).",
                    ru="Отрицательное — бонус (напр. −2 при ловкости 16).",
                ),
            ),
            IntField(
                name="full_move_initiative",
                label=Text(en="Initiative factor of a full move", it="Fattore di iniziativa del pieno movimento", es="Factor de iniciativa de movimiento completo", ru="Инициатива полного движения"),
                minimum=INITIATIVE_RANGE[0],
                maximum=INITIATIVE_RANGE[1],
                default=0,
            ),
            IntField(
                name="half_move_penalty",
                label=Text(en="Half-move initiative penalty", it="Penalità di iniziativa del mezzo movimento", es="Penalización de iniciativa de medio movimiento", ru="Штраф инициативы полудвижения"),
                minimum=0,
                maximum=INITIATIVE_RANGE[1],
                default=0,
            ),
            BoolField(
                name="moved",
                label=Text(en="Had to move to reach it", it="Ha dovuto spostarsi per raccoglierla", es="Tuvo que moverse para recogerla", ru="Пришлось идти к нему"),
                default=False,
            ),
        ),
        outputs=(
            Output("armor_class", Text(en="AC until picked up", it="CA finché non la raccoglie", es="CA hasta recogerla", ru="КБ до подъёма")),
            Output("pickup_initiative", Text(en="Initiative of the pick-up", it="Iniziativa della raccolta", es="Iniciativa de la recogida", ru="Инициатива подъёма")),
        ),
        compute=_recover,
        readings=(
            Text(
                en="Only a dexterity bonus (negative adjustment) is lost; a dexterity penalty stays.",
                it="Si perde solo il bonus di destrezza (modifica negativa); una penalità di destrezza resta.",
                es="Solo se pierde el bono de destreza (ajuste negativo); una penalización de destreza se mantiene.",
                ru="Теряется только бонус ловкости (отрицательная поправка); штраф ловкости остаётся.",
            ),
        ),
    ),
)
