"""000 — parrying: "LA PARATA NEL CORPO A CORPO" and "LA PARATA CONTRO LE ARMI DA TIRO".

Melee: the parrying character's AC, against frontal attacks, falls by the weapon's parry
factor + the mastery bonus (Esperto/Campione 1, Maestro/Gran Maestro 2) + the shield (rotella
and small 1, medio 2, da corpo 3); it costs one fatigue point, lasts the round, and the
parrier cannot move. It does not work against creatures two or more sizes larger.
Missiles: only the shield counts (rotella 1, small 2, medio 3, da corpo 4), only against
missiles from the front, and not while in melee.
AD&D armour class improves downward: the parrying AC is ``ac - reduction``.

Who pays when the parry saves the character: "Se il personaggio non viene colpito proprio
grazie ai bonus di parata dovuti allo scudo" the shield takes the damage; if thanks to the
weapon's parry factor and mastery, the weapon saves, at –1 per size the attacking weapon
exceeds the defending one, with the defending weapon's magical bonus or malus.

Readings: a part is "what saved" the character when, without it, the blow would have hit;
if both parts were needed, both pay; if either alone would have sufficed the text does not
say which pays (``either``). The weapon-size malus counts only when the attacking weapon is
larger; "Le armi magiche impongono i loro bonus e/o malus" is read as the defending weapon's
own enchantment (+ or –).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..declare import BoolField, Calculator, ChoiceField, IntField, Option, Output, Text
from ..errors import InputError
from ..tables.parry_000 import (
    MASTERY_REDUCTION,
    MAX_SIZE_GAP,
    MELEE_SHIELD_REDUCTION,
    MELEE_SOURCE,
    MISSILE_SHIELD_REDUCTION,
    WEAPON_SIZE_SAVE_MALUS,
    Mastery,
    Shield,
)
from ..tables.sizes_000 import WeaponSize

__all__ = ["Parry", "REASONS", "STOPPED_BY", "parry", "parry_outcome", "weapon_save_modifier", "CALCULATORS"]




REASONS = (
    Option(
        "size_gap",
        Text(
            "Not against creatures two or more sizes larger",
            "Non vale contro creature di due o più dimensioni superiori",
            "No vale contra criaturas dos o más tamaños mayores",
            "Не действует против существ на два и более размера крупнее",
        ),
    ),
    Option("in_melee", Text("Not while in melee", "Non se si è in melee", "No estando en cuerpo a cuerpo", "Не в ближнем бою")),
    Option("no_shield", Text("Only with a shield", "Solo con lo scudo", "Solo con escudo", "Только щитом")),
)

STOPPED_BY = (
    Option("hit", Text("Not stopped: hit", "Non fermato: colpito", "No detenido: impacta", "Не остановлен: попадание")),
    Option("armour", Text("Missed even without parrying", "Mancato anche senza parata", "Falla incluso sin parar", "Промах и без парирования")),
    Option("shield", Text("The shield", "Lo scudo", "El escudo", "Щит")),
    Option("weapon", Text("The weapon (parry factor and mastery)", "L'arma (fattore parata e bravura)", "El arma (factor de parada y maestría)", "Оружие (фактор парирования и мастерство)")),
    Option("both", Text("Both shield and weapon", "Sia lo scudo sia l'arma", "Escudo y arma a la vez", "И щит, и оружие")),
    Option("either", Text("Either alone would have sufficed", "Bastava l'uno o l'altra", "Bastaba cualquiera de los dos", "Хватило бы любого из двух")),
)


@dataclass(frozen=True)
class Parry:
    allowed: bool
    reduction: int
    ac: int
    reason: str  # a code of REASONS; "" when allowed


def parry(
    mode: str,
    *,
    ac: int,
    mastery: Mastery = Mastery.NONE,
    shield: Shield = Shield.NONE,
    weapon_parry: int = 0,
    size_gap: int = 0,
    in_melee: bool = False,
) -> Parry:
    """Parrying AC. ``mode`` is ``"melee"`` or ``"missile"``; ``size_gap`` = attacker's size minus
    the defender's, in size steps. Weapon and mastery given for missiles are an input error."""
    if mode == "melee":
        if size_gap >= MAX_SIZE_GAP:
            return Parry(False, 0, ac, "size_gap")
        reduction = weapon_parry + MASTERY_REDUCTION[mastery] + MELEE_SHIELD_REDUCTION[shield]
        return Parry(True, reduction, ac - reduction, "")
    if weapon_parry:
        raise InputError("weapon_parry", "0 with mode=missile", weapon_parry, reason="only a shield parries missiles")
    if mastery is not Mastery.NONE:
        raise InputError("mastery", "none with mode=missile", mastery.value, reason="only a shield parries missiles")
    if in_melee:
        return Parry(False, 0, ac, "in_melee")
    if shield is Shield.NONE:
        return Parry(False, 0, ac, "no_shield")
    reduction = MISSILE_SHIELD_REDUCTION[shield]
    return Parry(True, reduction, ac - reduction, "")


def parry_outcome(ac: int, ac_hit: int, weapon_part: int, shield_part: int) -> str:
    """Melee: what stopped a blow that reaches ``ac_hit`` (it hits any AC ≥ ``ac_hit``).

    ``"hit"``, ``"armour"`` (missed even without parrying), ``"shield"``, ``"weapon"``,
    ``"both"`` (both parts needed) or ``"either"`` (each alone would have sufficed).
    """
    if ac < ac_hit:
        return "armour"
    if ac - weapon_part - shield_part >= ac_hit:
        return "hit"
    shield_needed = ac - weapon_part >= ac_hit
    weapon_needed = ac - shield_part >= ac_hit
    if shield_needed and weapon_needed:
        return "both"
    if shield_needed:
        return "shield"
    if weapon_needed:
        return "weapon"
    return "either"


def weapon_save_modifier(magic: int, attacking: WeaponSize, defending: WeaponSize) -> int:
    """Modifier to the parrying weapon's save: its own magic, and –1 per size the attacking
    weapon is larger."""
    return magic + WEAPON_SIZE_SAVE_MALUS * max(0, attacking.rank - defending.rank)


# --- calculators ---------------------------------------------------------------------------
_MASTERY_FIELD = ChoiceField(
    "mastery",
    Text("Weapon mastery", "Bravura nell'uso dell'arma", "Maestría con el arma", "Мастерство владения оружием"),
    (
        Option("none", Text("None", "Nessuna", "Ninguna", "Нет")),
        Option("expert", Text("Expert", "Esperto", "Experto", "Эксперт")),
        Option("champion", Text("Champion", "Campione", "Campeón", "Чемпион")),
        Option("master", Text("Master", "Maestro", "Maestro", "Мастер")),
        Option("grandmaster", Text("Grand master", "Gran Maestro", "Gran maestro", "Великий мастер")),
    ),
    default="none",
)
_SHIELD_FIELD = ChoiceField(
    "shield",
    Text("Shield", "Scudo", "Escudo", "Щит"),
    (
        Option("none", Text("None", "Nessuno", "Ninguno", "Нет")),
        Option("buckler", Text("Buckler", "Scudo rotella", "Rodela", "Баклер")),
        Option("small", Text("Small shield", "Scudo small", "Escudo pequeño", "Малый щит")),
        Option("medium", Text("Medium shield", "Scudo medio", "Escudo mediano", "Средний щит")),
        Option("body", Text("Body shield", "Scudo da corpo", "Escudo corporal", "Ростовой щит")),
    ),
    default="none",
)
_WEAPON_PARRY_FIELD = IntField(
    "weapon_parry",
    Text("Weapon parry factor", "Fattore parata dell'arma", "Factor de parada del arma", "Фактор парирования оружия"),
    minimum=0,
    maximum=10,
    default=0,
    help=Text("Melee only.", "Solo nel corpo a corpo.", "Solo cuerpo a cuerpo.", "Только ближний бой."),
)
_AC_LABEL = Text("Armour class", "Classe armatura", "Clase de armadura", "Класс брони")


def _parry_result(mode: str, mastery: str, shield: str, weapon_parry: int, ac: int, size_gap: int, in_melee: bool) -> dict[str, object]:
    p = parry(mode, ac=ac, mastery=Mastery(mastery), shield=Shield(shield), weapon_parry=weapon_parry, size_gap=size_gap, in_melee=in_melee)
    return {"allowed": p.allowed, "reduction": p.reduction, "ac": p.ac, "reason": p.reason}


def _outcome_result(ac: int, ac_hit: int, weapon_parry: int, mastery: str, shield: str) -> dict[str, object]:
    weapon_part = weapon_parry + MASTERY_REDUCTION[Mastery(mastery)]
    shield_part = MELEE_SHIELD_REDUCTION[Shield(shield)]
    stopped = parry_outcome(ac, ac_hit, weapon_part, shield_part)
    return {
        "parry_ac": ac - weapon_part - shield_part,
        "hit": stopped == "hit",
        "stopped_by": stopped,
        "shield_damaged": stopped in ("shield", "both"),
        "weapon_save": stopped in ("weapon", "both"),
    }


def _save_result(magic: int, attacking_weapon: str, defending_weapon: str) -> dict[str, object]:
    return {"save_modifier": weapon_save_modifier(magic, WeaponSize(attacking_weapon), WeaponSize(defending_weapon))}


def _weapon_size_field(name: str, label: Text) -> ChoiceField:
    return ChoiceField(
        name,
        label,
        (
            Option("small", Text("Small", "Small (piccola)", "Pequeña", "Малое")),
            Option("medium", Text("Medium", "Medium (media)", "Mediana", "Среднее")),
            Option("large", Text("Large", "Large (grande)", "Grande", "Большое")),
        ),
        default="medium",
    )


CALCULATORS = (
    Calculator(
        name="parry",
        title=Text("Parry", "Parata", "Parada", "Парирование"),
        summary=Text(
            "Armour class while parrying: weapon parry factor + mastery + shield in melee, the shield alone against missiles.",
            "Classe armatura in parata: fattore parata dell'arma + bravura + scudo nel corpo a corpo, solo lo scudo contro le armi da tiro.",
            "Clase de armadura al parar: factor de parada del arma + maestría + escudo cuerpo a cuerpo, solo el escudo contra proyectiles.",
            "Класс брони при парировании: фактор парирования оружия + мастерство + щит в ближнем бою, против стрельбы — только щит.",
        ),
        source=MELEE_SOURCE,
        fields=(
            ChoiceField(
                "mode",
                Text("Against", "Contro", "Contra", "Против"),
                (
                    Option("melee", Text("Melee attacks", "Attacchi in corpo a corpo", "Ataques cuerpo a cuerpo", "Атак ближнего боя")),
                    Option("missile", Text("Missiles", "Armi da tiro", "Proyectiles", "Стрельбы")),
                ),
            ),
            _MASTERY_FIELD,
            _SHIELD_FIELD,
            _WEAPON_PARRY_FIELD,
            IntField("ac", _AC_LABEL, minimum=-10, maximum=10, example=5),
            IntField(
                "size_gap",
                Text("Attacker's size minus defender's", "Taglia dell'attaccante meno quella del difensore", "Tamaño del atacante menos el del defensor", "Размер атакующего минус размер защитника"),
                minimum=-5,
                maximum=5,
                default=0,
                help=Text("In size steps; melee only.", "In gradini di taglia; solo corpo a corpo.", "En grados de tamaño; solo cuerpo a cuerpo.", "В ступенях размера; только ближний бой."),
            ),
            BoolField("in_melee", Text("In melee (missile parry)", "In melee (parata contro le armi da tiro)", "En cuerpo a cuerpo (parada de proyectiles)", "В ближнем бою (против стрельбы)")),
        ),
        outputs=(
            Output("allowed", Text("Parry allowed", "Parata possibile", "Parada posible", "Парирование возможно")),
            Output("reduction", Text("AC improvement", "Miglioramento della CA", "Mejora de la CA", "Улучшение КБ")),
            Output("ac", Text("AC while parrying", "CA in parata", "CA al parar", "КБ при парировании")),
            Output("reason", Text("Why not", "Perché no", "Por qué no", "Почему нет"), codes=REASONS),
        ),
        compute=_parry_result,
        readings=(
            Text(
                "AD&D armour class improves downward, so the parrying AC is the AC minus the reduction; only frontal attacks; costs 1 fatigue point and the parrier cannot move that round.",
                "In AD&D la classe armatura migliora scendendo: la CA in parata è la CA meno la riduzione; solo attacchi frontali; costa 1 punto fatica e chi para non può muoversi nel round.",
                "En AD&D la clase de armadura mejora al bajar: la CA al parar es la CA menos la reducción; solo ataques frontales; cuesta 1 punto de fatiga y quien para no puede moverse ese asalto.",
                "В AD&D класс брони тем лучше, чем ниже: КБ при парировании = КБ минус снижение; только фронтальные атаки; стоит 1 очко усталости, парирующий не двигается в раунде.",
            ),
            Text(
                "Against missiles a weapon parry factor or mastery is an input error (\"solo con lo scudo\"); the size rule is for melee (\"attacchi fisici\").",
                "Contro le armi da tiro un fattore parata o una bravura è un errore di input (\"solo con lo scudo\"); la regola della taglia vale nel corpo a corpo (\"attacchi fisici\").",
                "Contra proyectiles, un factor de parada o una maestría es un error de entrada (\"solo con lo scudo\"); la regla de tamaño es cuerpo a cuerpo (\"attacchi fisici\").",
                "Против стрельбы фактор парирования или мастерство — ошибка ввода («solo con lo scudo»); правило размера — для ближнего боя («attacchi fisici»).",
            ),
        ),
    ),
    Calculator(
        name="parry_outcome_000",
        title=Text("Parry: what stopped the blow", "Parata: cosa ha fermato il colpo", "Parada: qué detuvo el golpe", "Парирование: что остановило удар"),
        summary=Text(
            "Whether a melee blow hits a parrying character, and whether the shield takes damage or the weapon must save.",
            "Se un colpo in corpo a corpo colpisce chi para, e se lo scudo subisce danni o l'arma deve fare un tiro salvezza.",
            "Si un golpe cuerpo a cuerpo impacta a quien para, y si el escudo sufre daño o el arma debe salvar.",
            "Попадает ли удар по парирующему, и получает ли урон щит или оружие делает спасбросок.",
        ),
        source=MELEE_SOURCE,
        fields=(
            IntField("ac", Text("Armour class (not parrying)", "Classe armatura (senza parata)", "Clase de armadura (sin parar)", "Класс брони (без парирования)"), minimum=-10, maximum=10, example=5),
            IntField(
                "ac_hit",
                Text("AC the attack roll reaches", "CA colpita dal tiro", "CA alcanzada por la tirada", "КБ, которого достигает бросок"),
                minimum=-30,
                maximum=30,
                help=Text("THAC0 minus the modified d20.", "Thac0 meno il d20 modificato.", "GAC0 menos el d20 modificado.", "THAC0 минус модифицированный d20."),
                example=5,
            ),
            _WEAPON_PARRY_FIELD,
            _MASTERY_FIELD,
            _SHIELD_FIELD,
        ),
        outputs=(
            Output("parry_ac", Text("AC while parrying", "CA in parata", "CA al parar", "КБ при парировании")),
            Output("hit", Text("Hit", "Colpito", "Impactado", "Попадание")),
            Output("stopped_by", Text("Stopped by", "Fermato da", "Detenido por", "Остановлено"), codes=STOPPED_BY),
            Output("shield_damaged", Text("Shield takes the damage", "Lo scudo subisce i danni", "El escudo sufre el daño", "Щит получает урон")),
            Output("weapon_save", Text("Weapon must save", "L'arma fa un tiro salvezza", "El arma debe salvar", "Оружие делает спасбросок")),
        ),
        compute=_outcome_result,
        readings=(
            Text(
                "A part saved the character if without it the blow would have hit; both pay when both were needed; \"either\" when each alone would have sufficed (the text does not say which pays).",
                "Una parte ha salvato il personaggio se senza di essa il colpo sarebbe andato a segno; pagano entrambe se servivano entrambe; \"either\" se ciascuna da sola bastava (il testo non dice chi paga).",
                "Una parte salvó al personaje si sin ella el golpe habría impactado; pagan ambas si hacían falta las dos; \"either\" si cada una sola bastaba (el texto no dice cuál paga).",
                "Часть спасла персонажа, если без неё удар попал бы; платят обе, если нужны были обе; «either», если хватило бы любой одной (текст не говорит, какая платит).",
            ),
        ),
    ),
    Calculator(
        name="parry_weapon_save_000",
        title=Text("Parrying weapon's saving throw", "Tiro salvezza dell'arma che para", "Salvación del arma que para", "Спасбросок парирующего оружия"),
        summary=Text(
            "Modifier to the parrying weapon's save: its magic, and -1 per size the attacking weapon is larger.",
            "Modificatore al tiro salvezza dell'arma: la sua magia e -1 per ogni size in più dell'arma attaccante.",
            "Modificador a la salvación del arma: su magia y -1 por cada tamaño de más del arma atacante.",
            "Модификатор спасброска оружия: его магия и -1 за каждую ступень, на которую атакующее оружие больше.",
        ),
        source=MELEE_SOURCE,
        fields=(
            IntField("magic", Text("Parrying weapon's magic bonus", "Bonus magico dell'arma che para", "Bono mágico del arma que para", "Магический бонус парирующего оружия"), minimum=-5, maximum=5, default=0),
            _weapon_size_field("attacking_weapon", Text("Attacking weapon size", "Taglia dell'arma attaccante", "Tamaño del arma atacante", "Размер атакующего оружия")),
            _weapon_size_field("defending_weapon", Text("Parrying weapon size", "Taglia dell'arma che para", "Tamaño del arma que para", "Размер парирующего оружия")),
        ),
        outputs=(Output("save_modifier", Text("Save modifier", "Modificatore al tiro salvezza", "Modificador a la salvación", "Модификатор спасброска")),),
        compute=_save_result,
        readings=(
            Text(
                "The -1 per size counts only when the attacking weapon is larger than the parrying one; the magic is the parrying weapon's own bonus or malus.",
                "Il -1 per size vale solo se l'arma attaccante è più grande di quella che para; la magia è il bonus o malus dell'arma che para.",
                "El -1 por tamaño solo cuenta si el arma atacante es mayor que la que para; la magia es el bono o penalizador del arma que para.",
                "-1 за размер — только если атакующее оружие больше парирующего; магия — собственный бонус или штраф парирующего оружия.",
            ),
        ),
    ),
)
