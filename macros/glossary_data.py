"""The glossary: each combat concept once, named in en/it/es/ru, with a one-line definition,
and the abbreviations the texts use. Pages tag terms as ``[[term-id|the text's words]]``."""

from __future__ import annotations

from dataclasses import dataclass

from calc.declare import Text

__all__ = ["Term", "TERMS", "ABBREVIATIONS"]


@dataclass(frozen=True)
class Term:
    id: str  # stable anchor on the glossary page
    name: Text  # the usual name in each language (the texts' own word where they have one)
    definition: Text  # one line
    also: tuple[str, ...] = ()  # other names the texts use (synonyms, abbreviations)


TERMS: tuple[Term, ...] = (
    Term(
        "attack-of-opportunity",
        Text(
            en="attack of opportunity",
            it="attacco di opportunità",
            es="ataque de oportunidad",
            ru="внеочередная атака",
        ),
        Text(
            en="A free attack against a foe who lowers its guard within reach, e.g. by moving away.",
            it="Un attacco gratuito contro chi, a portata, abbassa la guardia, ad esempio allontanandosi.",
            es="Un ataque gratuito contra quien baja la guardia a tu alcance, por ejemplo al alejarse.",
            ru="Бесплатная атака по противнику, который в пределах досягаемости ослабил защиту, например отходя.",
        ),
        ("colpo di opportunità",),
    ),
    Term(
        "surprise",
        Text(en="surprise", it="sorpresa", es="sorpresa", ru="внезапность"),
        Text(
            en="Being caught unaware as a fight starts: the surprised side loses the first moment (the surprise round) and defends worse.",
            it="Essere colti alla sprovvista all'inizio dello scontro: chi è sorpreso perde il primo momento (round di sorpresa) e si difende peggio.",
            es="Ser pillado desprevenido al empezar el combate: quien está sorprendido pierde el primer momento (asalto de sorpresa) y se defiende peor.",
            ru="Нападение на неготового к бою: застигнутая сторона теряет первый момент боя (раунд внезапности) и хуже защищается.",
        ),
    ),
    Term(
        "initiative",
        Text(en="initiative", it="iniziativa", es="iniciativa", ru="инициатива"),
        Text(
            en="The order in which combatants act in a round, set by a roll plus modifiers (in some systems the lower score acts first).",
            it="L'ordine in cui i combattenti agiscono nel round, stabilito da un tiro più modificatori (in alcuni sistemi agisce prima il punteggio più basso).",
            es="El orden en que actúan los combatientes en cada asalto, fijado por una tirada más modificadores (en algunos sistemas actúa antes el valor más bajo).",
            ru="Порядок, в котором участники боя действуют в раунде; определяется броском с модификаторами (в некоторых системах первым ходит меньший результат).",
        ),
    ),
    Term(
        "round",
        Text(en="round", it="round", es="asalto", ru="раунд"),
        Text(
            en="The basic unit of combat time (6 seconds in several texts) in which every combatant gets one turn to act.",
            it="L'unità base del tempo di combattimento (6 secondi in più testi), in cui ogni combattente ha un turno per agire.",
            es="La unidad básica de tiempo en combate (6 segundos en varios textos), en la que cada combatiente tiene un turno para actuar.",
            ru="Основная единица времени боя (в ряде текстов 6 секунд), за которую каждый участник получает один ход.",
        ),
    ),
    Term(
        "action",
        Text(en="action", it="azione", es="acción", ru="действие"),
        Text(
            en="Something a combatant does on its turn; rules sort actions by how long they take (free, move, standard, full-round, complex...).",
            it="Ciò che un combattente fa nel suo turno; le regole classificano le azioni per durata (gratuita, di movimento, standard, completa, complessa...).",
            es="Lo que hace un combatiente en su turno; las reglas clasifican las acciones según su duración (gratuita, de movimiento, normal, de asalto completo...).",
            ru="То, что участник боя делает в свой ход; правила делят действия по длительности (свободное, движения, стандартное, полный ход...).",
        ),
    ),
    Term(
        "parry",
        Text(en="parry", it="parata", es="parada", ru="парирование"),
        Text(
            en="Deflecting incoming blows with a weapon or shield; depending on the rules it improves armour class or is a defence value the attack must reach.",
            it="Deviare i colpi in arrivo con arma o scudo; a seconda delle regole migliora la classe armatura o è un valore di difesa che l'attacco deve raggiungere.",
            es="Desviar los golpes con el arma o el escudo; según las reglas mejora la clase de armadura o es un valor de defensa que el ataque debe igualar.",
            ru="Отражение ударов оружием или щитом; по одним правилам улучшает класс брони, по другим — значение защиты, которого должна достичь атака.",
        ),
    ),
    Term(
        "dodge",
        Text(en="dodge", it="schivata", es="esquiva", ru="уклонение"),
        Text(
            en="Avoiding a blow by moving out of its way; in some systems a Dexterity-based defence value that the attack roll must equal or beat.",
            it="Evitare un colpo spostandosi; in alcuni sistemi è un valore di difesa basato sulla Destrezza che il tiro d'attacco deve eguagliare o superare.",
            es="Evitar un golpe apartándose; en algunos sistemas es un valor de defensa basado en la Destreza que la tirada de ataque debe igualar o superar.",
            ru="Уход от удара движением; в некоторых системах — значение защиты на основе Ловкости, которое бросок атаки должен достичь или превысить.",
        ),
    ),
    Term(
        "block",
        Text(en="block", it="blocco", es="bloqueo", ru="блок"),
        Text(
            en="A hard parry taken instead of an attack: the defender tries to stop one specific incoming blow with a weapon or shield.",
            it="Una parata dura al posto di un attacco: il difensore cerca di fermare un singolo colpo in arrivo con l'arma o lo scudo.",
            es="Una parada dura en lugar de un ataque: el defensor intenta detener un golpe concreto con el arma o el escudo.",
            ru="Жёсткое парирование вместо атаки: защитник пытается остановить один конкретный удар оружием или щитом.",
        ),
        ("parata dura",),
    ),
    Term(
        "prone",
        Text(en="prone", it="a terra", es="tumbado", ru="распластан"),
        Text(
            en="Lying on the ground: easier to hit in melee, usually harder to hit from afar; its own attacks suffer and standing up takes an action.",
            it="Sdraiato al suolo: più facile da colpire in mischia, di solito più difficile a distanza; i suoi attacchi peggiorano e rialzarsi costa un'azione.",
            es="Tendido en el suelo: más fácil de golpear cuerpo a cuerpo, normalmente más difícil a distancia; sus ataques empeoran y levantarse cuesta una acción.",
            ru="Лежит на земле: по нему легче попасть в ближнем бою и обычно труднее издали; его атаки слабее, а подъём требует действия.",
        ),
        ("steso al suolo", "al suolo", "knockdown", "posición tumbada"),
    ),
    Term(
        "blinded",
        Text(en="blinded", it="accecato", es="ciego", ru="слеп"),
        Text(
            en="Unable to see: attacks and moves poorly, and is easier to hit because it loses its Dexterity (in some rules also shield) bonus to defence.",
            it="Incapace di vedere: attacca e si muove male ed è più facile da colpire perché perde il bonus di Destrezza (in alcune regole anche di scudo) alla difesa.",
            es="Incapaz de ver: ataca y se mueve mal, y es más fácil de golpear porque pierde el bonificador de Destreza (en algunas reglas también de escudo).",
            ru="Не видит: плохо атакует и передвигается, по нему легче попасть, так как он теряет бонус Ловкости (по некоторым правилам и щита) к защите.",
        ),
        ("cieco", "blind"),
    ),
    Term(
        "helpless",
        Text(en="helpless", it="indifeso", es="indefenso", ru="беспомощен"),
        Text(
            en="Bound, asleep, paralysed or unconscious: cannot defend itself, is very easy to hit and can be slain with a coup de grace.",
            it="Legato, addormentato, paralizzato o privo di sensi: non può difendersi, è facilissimo da colpire e può ricevere un colpo di grazia.",
            es="Atado, dormido, paralizado o inconsciente: no puede defenderse, es muy fácil de golpear y puede recibir un golpe de gracia.",
            ru="Связан, спит, парализован или без сознания: не может защищаться, по нему очень легко попасть, его можно добить.",
        ),
    ),
    Term(
        "cover",
        Text(en="cover", it="copertura", es="cobertura", ru="укрытие"),
        Text(
            en="An obstacle between attacker and target that shields part of the target: it improves its defence (e.g. +4 AC) and Reflex saves.",
            it="Un ostacolo tra attaccante e bersaglio che ripara parte del bersaglio: ne migliora la difesa (es. +4 alla CA) e i tiri salvezza sui Riflessi.",
            es="Un obstáculo entre atacante y blanco que protege parte del blanco: mejora su defensa (p. ej. +4 a la CA) y sus salvaciones de Reflejos.",
            ru="Препятствие между атакующим и целью, закрывающее часть цели: улучшает её защиту (например, +4 к КБ) и испытания Реакции.",
        ),
    ),
    Term(
        "concealment",
        Text(en="concealment", it="occultamento", es="ocultamiento", ru="плохая видимость"),
        Text(
            en="Poor visibility of the target (darkness, fog, foliage): a hit may still miss by chance, e.g. 20%, or 50% if the target cannot be seen.",
            it="Scarsa visibilità del bersaglio (buio, nebbia, fogliame): un colpo a segno può mancare per caso, es. 20%, o 50% se il bersaglio non si vede.",
            es="Mala visibilidad del blanco (oscuridad, niebla, follaje): un impacto puede fallar por azar, p. ej. un 20 %, o un 50 % si el blanco no se ve.",
            ru="Цель плохо видна (темнота, туман, листва): попадание может оказаться промахом, например с вероятностью 20% или 50%, если цели не видно.",
        ),
    ),
    Term(
        "flanking",
        Text(en="flanking", it="fiancheggiamento", es="flanqueo", ru="взятие в тиски"),
        Text(
            en="Attacking a foe in melee while an ally threatens it from the opposite side: the flankers gain a bonus to hit (+2).",
            it="Attaccare in mischia un nemico mentre un alleato lo minaccia dal lato opposto: chi lo prende ai fianchi ha un bonus al tiro per colpire (+2).",
            es="Atacar cuerpo a cuerpo a un enemigo mientras un aliado lo amenaza desde el lado opuesto: quienes lo flanquean ganan +2 al ataque.",
            ru="Атака противника в ближнем бою, когда союзник угрожает ему с противоположной стороны: атакующие получают бонус к атаке (+2).",
        ),
    ),
    Term(
        "grapple",
        Text(en="grapple", it="presa", es="presa", ru="захват"),
        Text(
            en="Seizing and holding a foe, one of its limbs or what it holds; the struggle is usually settled by opposed Strength checks.",
            it="Afferrare e trattenere un avversario, un suo arto o ciò che impugna; la contesa si risolve di solito con prove contrapposte di Forza.",
            es="Agarrar y sujetar a un enemigo, uno de sus miembros o lo que empuña; la pugna suele resolverse con pruebas enfrentadas de Fuerza.",
            ru="Схватить и удерживать противника, его конечность или то, что он держит; борьба обычно решается встречными проверками Силы.",
        ),
        ("afferrare",),
    ),
    Term(
        "close-combat",
        Text(en="close combat", it="combattimento ravvicinato", es="combate trabado", ru="бой вплотную"),
        Text(
            en="Fighting locked body to body with a single foe: big weapons and shields hamper, and outsiders attacking in may hit the wrong one.",
            it="Combattere avvinghiati a un solo avversario: armi grandi e scudi sono d'intralcio e chi attacca da fuori può colpire il combattente sbagliato.",
            es="Luchar abrazado a un solo enemigo: las armas grandes y los escudos estorban, y quien ataca desde fuera puede herir al combatiente equivocado.",
            ru="Бой в сцепке с единственным противником: крупное оружие и щиты мешают, а атакующие со стороны могут попасть не в того.",
        ),
        ("corpo a corpo ravvicinato",),
    ),
    Term(
        "tackle",
        Text(en="tackle", it="placcaggio", es="placaje", ru="сбивание с ног"),
        Text(
            en="Throwing oneself, often with others, onto a foe to bring it down and pin it; settled by a to-hit roll, then an opposed Strength check.",
            it="Gettarsi, spesso in più persone, su un avversario per atterrarlo e immobilizzarlo; si risolve con un tiro per colpire e poi una prova contrapposta di Forza.",
            es="Lanzarse, a menudo entre varios, sobre un enemigo para derribarlo e inmovilizarlo; se resuelve con una tirada de ataque y luego una prueba de Fuerza.",
            ru="Бросок на противника, часто всей группой, чтобы повалить и прижать его; решается броском атаки, затем встречной проверкой Силы.",
        ),
        ("sopprimere un avversario", "soppressione"),
    ),
    Term(
        "disarm",
        Text(en="disarm", it="disarmare", es="desarmar", ru="обезоруживание"),
        Text(
            en="A manoeuvre to make a foe drop its weapon, usually taken instead of an attack and at a penalty.",
            it="Manovra per far cadere l'arma all'avversario, di solito al posto di un attacco e con una penalità.",
            es="Maniobra para hacer que el enemigo suelte su arma, normalmente en lugar de un ataque y con un penalizador.",
            ru="Приём, заставляющий противника выронить оружие; обычно выполняется вместо атаки и со штрафом.",
        ),
    ),
    Term(
        "critical-hit",
        Text(en="critical hit", it="colpo critico", es="golpe crítico", ru="критический удар"),
        Text(
            en="An especially effective hit, usually on a natural 20 (sometimes confirmed by a second roll), that multiplies damage or adds an effect.",
            it="Un colpo particolarmente efficace, di solito con un 20 naturale (a volte confermato da un secondo tiro), che moltiplica i danni o ha un effetto extra.",
            es="Un golpe especialmente eficaz, normalmente con un 20 natural (a veces confirmado con otra tirada), que multiplica el daño o añade un efecto.",
            ru="Особо удачное попадание, обычно при естественных 20 (иногда с подтверждающим броском), которое умножает урон или даёт особый эффект.",
        ),
    ),
    Term(
        "armor-class",
        Text(en="armor class", it="classe armatura", es="Clase de Armadura", ru="класс брони"),
        Text(
            en="A defender's armour rating: usually what an attack must beat (in AD&D, lower is better); in some rules it reduces damage instead.",
            it="Il valore di protezione del difensore: di solito ciò che l'attacco deve superare (in AD&D più è basso meglio è); in altre regole riduce i danni.",
            es="El valor de protección del defensor: suele ser lo que el ataque debe superar (en AD&D, cuanto más bajo mejor); en otras reglas reduce el daño.",
            ru="Показатель защищённости: обычно то, что должна превзойти атака (в AD&D чем ниже, тем лучше); по другим правилам он снижает урон.",
        ),
        ("CA", "AC", "КБ"),
    ),
    Term(
        "to-hit-roll",
        Text(en="to-hit roll", it="tiro per colpire", es="tirada de ataque", ru="бросок атаки"),
        Text(
            en="The roll (usually a d20 plus modifiers) that decides whether an attack hits; TPC also names the number the d20 must reach.",
            it="Il tiro (di solito un d20 più modificatori) che decide se un attacco va a segno; TPC indica anche il numero che il d20 deve raggiungere.",
            es="La tirada (normalmente 1d20 más modificadores) que decide si un ataque impacta; TPC designa también el número que debe alcanzar el d20.",
            ru="Бросок (обычно d20 с модификаторами), решающий, попала ли атака; сокращением TPC обозначают и число, которое нужно выбросить на d20.",
        ),
        ("TPC",),
    ),
    Term(
        "number-to-hit",
        Text(en="number to hit", it="numero per colpire", es="número para impactar", ru="число попадания"),
        Text(
            en="A score summing the differences between attacker and target (Dexterity, situation, mastery, range...); a table turns it into TPC and BNPC.",
            it="Punteggio che somma le differenze tra attaccante e bersaglio (Destrezza, situazione, padronanza, distanza...); una tabella lo converte in TPC e BNPC.",
            es="Valor que suma las diferencias entre atacante y blanco (Destreza, situación, maestría, distancia...); una tabla lo convierte en TPC y BNPC.",
            ru="Сумма разниц между атакующим и целью (Ловкость, ситуация, мастерство, дальность...); по таблице из неё получают TPC и BNPC.",
        ),
        ("NPC",),
    ),
    Term(
        "attack-bonus",
        Text(en="attack bonus", it="bonus di attacco", es="bonificador de ataque", ru="бонус атаки"),
        Text(
            en="The total modifier added to the d20 in an attack roll: base attack plus Strength or Dexterity, size and other modifiers.",
            it="Il modificatore totale sommato al d20 nel tiro per colpire: attacco base più Forza o Destrezza, taglia e altri modificatori.",
            es="El modificador total que se suma al d20 en la tirada de ataque: ataque base más Fuerza o Destreza, tamaño y otros modificadores.",
            ru="Общий модификатор, прибавляемый к d20 при броске атаки: базовая атака плюс Сила или Ловкость, размер и прочие модификаторы.",
        ),
    ),
    Term(
        "damage",
        Text(en="damage", it="danno", es="daño", ru="урон"),
        Text(
            en="The harm a successful attack inflicts: the weapon's die plus modifiers, subtracted from the target's hit points.",
            it="Il male inflitto da un attacco riuscito: il dado dell'arma più i modificatori, sottratto ai punti ferita del bersaglio.",
            es="El perjuicio que causa un ataque con éxito: el dado del arma más los modificadores, que se resta de los puntos de golpe del blanco.",
            ru="Вред от успешной атаки: бросок кости оружия с модификаторами, вычитаемый из хитов цели.",
        ),
    ),
    Term(
        "damage-die",
        Text(en="damage die", it="dado-danno", es="dado de daño", ru="кость урона"),
        Text(
            en="The die rolled for a weapon's damage (e.g. 1d8), set by the weapon type and sometimes by the wielder's mastery.",
            it="Il dado che si tira per i danni di un'arma (es. 1d8), stabilito dal tipo d'arma e talvolta dalla padronanza di chi la usa.",
            es="El dado que se tira para el daño de un arma (p. ej. 1d8), fijado por el tipo de arma y a veces por la maestría de quien la usa.",
            ru="Кость, бросаемая на урон оружия (например, 1d8); зависит от вида оружия, а иногда и от мастерства владельца.",
        ),
        ("Dd",),
    ),
    Term(
        "hit-points",
        Text(en="hit points", it="punti ferita", es="puntos de golpe", ru="хиты"),
        Text(
            en="How much damage a creature can take; at 0 or below it is disabled, dying or dead, depending on the rules.",
            it="Quanti danni una creatura può sopportare; a 0 o meno è inabile, morente o morta, a seconda delle regole.",
            es="El daño que una criatura puede soportar; a 0 o menos queda incapacitada, moribunda o muerta, según las reglas.",
            ru="Сколько урона может выдержать существо; при 0 и ниже оно выведено из строя, при смерти или мертво — в зависимости от правил.",
        ),
        ("PF", "PG", "puntos de vida"),
    ),
    Term(
        "range-increment",
        Text(en="range increment", it="incremento di gittata", es="incremento de distancia", ru="шаг дистанции"),
        Text(
            en="A ranged weapon's distance band: each full increment beyond the first gives a cumulative penalty (e.g. -2) to the attack roll.",
            it="La fascia di distanza di un'arma da tiro o da lancio: ogni incremento intero oltre il primo dà una penalità cumulativa (es. -2) al tiro per colpire.",
            es="El tramo de distancia de un arma a distancia: cada incremento completo más allá del primero impone un penalizador acumulativo (p. ej. -2) al ataque.",
            ru="Шаг дальности метательного или стрелкового оружия: каждый полный шаг сверх первого даёт накопительный штраф (например, -2) к атаке.",
        ),
    ),
    Term(
        "armor-penetration",
        Text(
            en="armor penetration",
            it="penetrazione dell'armatura",
            es="Penetración de Armadura",
            ru="пробивание брони",
        ),
        Text(
            en="A weapon's power to pierce armour: if it equals or exceeds the armour's value, the armour stops only half as much damage.",
            it="La capacità di un'arma di perforare l'armatura: se è pari o superiore al valore dell'armatura, questa assorbe solo metà dei danni.",
            es="La capacidad de un arma para atravesar armaduras: si iguala o supera la CA de la armadura, esta solo detiene la mitad del daño.",
            ru="Способность оружия пробивать доспех: если она не ниже показателя доспеха, тот поглощает вдвое меньше урона.",
        ),
        ("PA",),
    ),
    Term(
        "damage-reduction",
        Text(en="damage reduction", it="riduzione del danno", es="reducción de daño", ru="снижение урона"),
        Text(
            en="Points subtracted from the damage of each hit, e.g. by armour that absorbs blows instead of making its wearer harder to hit.",
            it="Punti sottratti ai danni di ogni colpo, ad esempio da un'armatura che assorbe i colpi invece di rendere più difficile colpire chi la indossa.",
            es="Puntos que se restan al daño de cada golpe, por ejemplo por una armadura que absorbe los golpes en vez de hacer más difícil acertar a quien la lleva.",
            ru="Очки, вычитаемые из урона каждого попадания, например доспехом, который поглощает удары, а не затрудняет попадание по владельцу.",
        ),
    ),
    Term(
        "finesse",
        Text(en="finesse", it="accuratezza", es="sutileza", ru="фехтование"),
        Text(
            en="Fighting with a light or piercing weapon using Dexterity instead of Strength to hit, aiming at the gaps in the foe's armour.",
            it="Combattere con un'arma leggera o perforante usando la Destrezza invece della Forza per colpire, mirando ai punti scoperti dell'armatura.",
            es="Combatir con un arma ligera o perforante usando la Destreza en lugar de la Fuerza para atacar, buscando los huecos de la armadura.",
            ru="Бой лёгким или колющим оружием, при котором для попадания используется Ловкость вместо Силы, а удары направлены в щели доспеха.",
        ),
    ),
    Term(
        "dying",
        Text(en="dying", it="morente", es="moribundo", ru="при смерти"),
        Text(
            en="Below 0 hit points but not yet dead: unconscious, losing 1 hit point per round until stabilized or dead.",
            it="Sotto 0 punti ferita ma non ancora morto: privo di sensi, perde 1 punto ferita per round finché non si stabilizza o muore.",
            es="Por debajo de 0 puntos de golpe pero aún vivo: inconsciente, pierde 1 punto de golpe por asalto hasta estabilizarse o morir.",
            ru="Хиты ниже 0, но ещё жив: без сознания, теряет 1 хит в раунд, пока не стабилизируется или не умрёт.",
        ),
    ),
    Term(
        "disabled",
        Text(en="disabled", it="inabile", es="incapacitado", ru="выведен из строя"),
        Text(
            en="At exactly 0 hit points: conscious but limited to one move or standard action per turn, and straining costs 1 hit point.",
            it="A esattamente 0 punti ferita: cosciente, ma limitato a una sola azione di movimento o standard per turno; sforzarsi costa 1 punto ferita.",
            es="Con 0 puntos de golpe justos: consciente, pero solo puede hacer una acción de movimiento o normal por turno; esforzarse cuesta 1 punto de golpe.",
            ru="Ровно 0 хитов: в сознании, но может совершить лишь одно действие движения или стандартное за ход; напряжение стоит 1 хит.",
        ),
        ("discapacitado",),
    ),
    Term(
        "stabilize",
        Text(en="stabilize", it="stabilizzarsi", es="estabilizarse", ru="стабилизация"),
        Text(
            en="To stop losing hit points while dying, through a successful Constitution check, a Heal check or any healing.",
            it="Smettere di perdere punti ferita quando si è morenti, con una prova di Costituzione riuscita, una prova di Guarire o qualunque cura.",
            es="Dejar de perder puntos de golpe estando moribundo, con una prueba de Constitución, una tirada de Sanar o cualquier curación.",
            ru="Прекращение потери хитов у умирающего: успешная проверка Телосложения, проверка Лечения или любое исцеление.",
        ),
    ),
    Term(
        "massive-damage",
        Text(en="massive damage", it="danno massiccio", es="daño masivo", ru="массивный урон"),
        Text(
            en="A single blow dealing huge damage (e.g. 20 or more): the victim must pass a Fortitude save or die outright.",
            it="Un singolo colpo che infligge danni enormi (es. 20 o più): la vittima deve superare un tiro salvezza su Tempra o muore all'istante.",
            es="Un solo golpe que causa muchísimo daño (p. ej. 20 o más): la víctima debe superar una salvación de Fortaleza o muere en el acto.",
            ru="Один удар с огромным уроном (например, 20 и более): жертва должна пройти испытание Стойкости, иначе сразу погибает.",
        ),
    ),
    Term(
        "flat-footed",
        Text(en="flat-footed", it="impreparato", es="desprevenido", ru="застигнут врасплох"),
        Text(
            en="Not yet ready to defend, e.g. before first acting or when surprised: it defends worse (a penalty, or no Dexterity bonus, dodge or parry).",
            it="Non ancora pronto a difendersi, ad es. prima di aver agito o se sorpreso: si difende peggio (penalità, o niente Destrezza, schivata o parata).",
            es="Aún no preparado para defenderse, p. ej. antes de actuar o si está sorprendido: se defiende peor (penalizador, o sin Destreza, esquiva ni parada).",
            ru="Ещё не готов защищаться (до своего первого хода или при внезапности): защищается хуже — штраф или нет бонуса Ловкости, уклонения, парирования.",
        ),
    ),
    Term(
        "combat-maneuver",
        Text(en="combat maneuver", it="manovra di combattimento", es="maniobra de combate", ru="боевой приём"),
        Text(
            en="A special combat action such as disarm, trip, bull rush or grapple; some rules roll it with a maneuver bonus against a maneuver defence.",
            it="Azione di combattimento speciale come disarmare, sbilanciare, spingere o afferrare; alcune regole la tirano con un bonus contro una difesa di manovra.",
            es="Acción especial de combate como desarmar, derribar, embestir o hacer presa; algunas reglas la tiran con un bono de maniobra contra una defensa de maniobra.",
            ru="Особое боевое действие: обезоруживание, подсечка, толчок, захват; по некоторым правилам бросается с бонусом приёма против защиты от приёмов.",
        ),
        ("BoM", "DeM"),
    ),
    Term(
        "size",
        Text(en="size", it="taglia", es="tamaño", ru="размер"),
        Text(
            en="A creature's size category (small, medium, large, huge...), which modifies its attacks, defence, reach and the manoeuvres it can attempt.",
            it="La categoria di taglia di una creatura (piccola, media, grande, enorme...), che modifica attacchi, difesa, portata e manovre possibili.",
            es="La categoría de tamaño de una criatura (pequeño, mediano, grande, enorme...), que modifica sus ataques, defensa, alcance y maniobras posibles.",
            ru="Категория размера существа (маленький, средний, большой, огромный...), влияющая на атаки, защиту, досягаемость и доступные приёмы.",
        ),
        ("dimensioni",),
    ),
    Term(
        "strength",
        Text(en="Strength", it="Forza", es="Fuerza", ru="Сила"),
        Text(
            en="The ability score for physical power; it usually adds to melee attacks, damage and contests such as grappling or tackling.",
            it="La caratteristica della potenza fisica; di solito si somma agli attacchi in mischia, ai danni e alle prove contrapposte come presa e placcaggio.",
            es="La característica de la potencia física; suele sumarse a los ataques cuerpo a cuerpo, al daño y a pruebas enfrentadas como la presa.",
            ru="Характеристика физической мощи; обычно прибавляется к атакам в ближнем бою, урону и встречным проверкам, например при захвате.",
        ),
    ),
    Term(
        "dexterity",
        Text(en="Dexterity", it="Destrezza", es="Destreza", ru="Ловкость"),
        Text(
            en="The ability score for agility and aim; it usually adds to defence, initiative and ranged attacks.",
            it="La caratteristica dell'agilità e della mira; di solito si somma alla difesa, all'iniziativa e agli attacchi a distanza.",
            es="La característica de la agilidad y la puntería; suele sumarse a la defensa, la iniciativa y los ataques a distancia.",
            ru="Характеристика проворства и меткости; обычно прибавляется к защите, инициативе и дистанционным атакам.",
        ),
    ),
    Term(
        "shield",
        Text(en="shield", it="scudo", es="escudo", ru="щит"),
        Text(
            en="A defensive item worn on the arm; it improves armour class or parry and can block blows itself, taking damage in the process.",
            it="Protezione portata al braccio; migliora la classe armatura o la parata e può bloccare i colpi, subendone i danni.",
            es="Protección que se lleva en el brazo; mejora la clase de armadura o la parada y puede bloquear golpes, sufriendo daño.",
            ru="Защитное снаряжение на руке; улучшает класс брони или парирование и может сам принимать удары, получая повреждения.",
        ),
    ),
    Term(
        "aimed-blow",
        Text(en="aimed blow", it="colpo mirato", es="golpe apuntado", ru="прицельный удар"),
        Text(
            en="An attack declared in advance against a chosen body part or object, with a to-hit penalty that grows as the part gets smaller.",
            it="Attacco dichiarato in anticipo contro una parte del corpo o un oggetto scelti, con penalità al tiro per colpire tanto maggiore quanto più piccola è la parte.",
            es="Ataque declarado de antemano contra una parte del cuerpo o un objeto concretos, con un penalizador al ataque mayor cuanto menor es la parte.",
            ru="Атака, заранее нацеленная в выбранную часть тела или предмет, со штрафом к попаданию тем большим, чем меньше цель.",
        ),
    ),
    Term(
        "precise-blow",
        Text(en="precise blow", it="colpo preciso", es="golpe preciso", ru="точный удар"),
        Text(
            en="A melee strike at a vulnerable spot: far harder to land but with multiplied damage; automatic if the target neither moves nor defends.",
            it="Colpo in mischia a un punto vulnerabile: molto più difficile da mettere a segno ma con danni moltiplicati; automatico se il bersaglio è fermo e non si difende.",
            es="Golpe cuerpo a cuerpo a un punto vulnerable: mucho más difícil de acertar pero con daño multiplicado; automático si el blanco no se mueve ni se defiende.",
            ru="Удар в ближнем бою в уязвимое место: попасть намного труднее, но урон умножается; автоматический, если цель не движется и не защищается.",
        ),
    ),
    Term(
        "marching-order",
        Text(en="marching order", it="ordine di marcia", es="orden de marcha", ru="походный порядок"),
        Text(
            en="The single-file order in which a party travels; it sets who is most likely to be attacked in an ambush (reversed if attacked from behind).",
            it="L'ordine in fila con cui il gruppo viaggia; stabilisce chi rischia di più di essere attaccato in un agguato (si inverte se l'attacco viene da dietro).",
            es="El orden en fila en que viaja el grupo; determina a quién es más probable que ataquen en una emboscada (se invierte si atacan por detrás).",
            ru="Порядок, в котором отряд идёт цепочкой; определяет, на кого вероятнее нападут из засады (при атаке сзади порядок обращается).",
        ),
        ("OdM", "PaM"),
    ),
    Term(
        "back-attack",
        Text(en="back attack", it="attacco alle spalle", es="ataque por la espalda", ru="атака со спины"),
        Text(
            en="A melee attack from behind: a bonus to hit and damage, and the target gets no Dexterity or shield bonus to its armour class.",
            it="Attacco in mischia da dietro: bonus al tiro per colpire e ai danni, e il bersaglio non somma Destrezza né scudo alla classe armatura.",
            es="Ataque cuerpo a cuerpo por detrás: bonificador al ataque y al daño, y el blanco no suma Destreza ni escudo a su clase de armadura.",
            ru="Атака в ближнем бою со спины: бонус к попаданию и урону, а цель не добавляет Ловкость и щит к классу брони.",
        ),
    ),
    Term(
        "stunned",
        Text(en="stunned", it="stordito", es="aturdido", ru="в шоке"),
        Text(
            en="Reeling from a blow or effect: unable to act, or barely, it loses its Dexterity bonus to defence and is easier to hit.",
            it="Intontito da un colpo o da un effetto: non può agire, o quasi, perde il bonus di Destrezza alla difesa ed è più facile da colpire.",
            es="Atontado por un golpe o un efecto: no puede actuar, o apenas, pierde su bonificador de Destreza a la defensa y es más fácil de golpear.",
            ru="Оглушён ударом или эффектом: не может действовать или почти не может, теряет бонус Ловкости к защите, по нему легче попасть.",
        ),
    ),
    Term(
        "entangled",
        Text(en="entangled", it="intralciato", es="enmarañado", ru="опутан"),
        Text(
            en="Caught in a net, web or similar: penalties to attack and Dexterity, and movement is hampered or impossible.",
            it="Impigliato in una rete, una ragnatela o simili: penalità all'attacco e alla Destrezza e movimento ostacolato o impossibile.",
            es="Atrapado en una red, una telaraña o similar: penalizadores al ataque y a la Destreza, y el movimiento queda estorbado o impedido.",
            ru="Запутался в сети, паутине и т. п.: штрафы к атаке и Ловкости, передвижение затруднено или невозможно.",
        ),
    ),
    Term(
        "invisible",
        Text(en="invisible", it="invisibile", es="invisible", ru="невидим"),
        Text(
            en="Cannot be seen: it gains a bonus to attack, foes lose their Dexterity bonus against it, and attacks on it may miss (50%).",
            it="Non può essere visto: ha un bonus all'attacco, i nemici perdono contro di lui il bonus di Destrezza e gli attacchi contro di lui possono mancarlo (50%).",
            es="No puede ser visto: gana un bonificador al ataque, sus enemigos pierden contra él el de Destreza y los ataques contra él pueden fallar (50 %).",
            ru="Его не видно: получает бонус к атаке, враги теряют против него бонус Ловкости, а атаки по нему могут промахнуться (50%).",
        ),
    ),
    Term(
        "charge",
        Text(en="charge", it="carica", es="carga", ru="атака с разбега"),
        Text(
            en="Rushing at a foe to attack at the end of the move: extra speed and usually a bonus to hit, at the cost of a penalty to defence.",
            it="Lanciarsi contro un nemico per attaccarlo alla fine del movimento: più velocità e di solito un bonus al colpire, in cambio di una penalità in difesa.",
            es="Lanzarse contra un enemigo para atacarlo al final del movimiento: más velocidad y normalmente un bonificador al ataque, a cambio de un penalizador a la Defensa.",
            ru="Рывок к противнику с атакой в конце движения: больше скорость и обычно бонус к атаке ценой штрафа к защите.",
        ),
    ),
    Term(
        "coup-de-grace",
        Text(en="coup de grace", it="colpo di grazia", es="golpe de gracia", ru="добивающий удар"),
        Text(
            en="A finishing blow on a helpless foe, taking a full round: it hits automatically as a critical, and the victim may die outright.",
            it="Colpo per finire un nemico indifeso che richiede un round intero: colpisce automaticamente come critico e la vittima può morire all'istante.",
            es="Golpe para rematar a un enemigo indefenso que exige un asalto completo: impacta automáticamente como crítico y la víctima puede morir en el acto.",
            ru="Удар по беспомощному противнику, на который уходит полный ход: автоматически попадает как критический, и жертва может сразу погибнуть.",
        ),
    ),
    Term(
        "fighting-defensively",
        Text(
            en="fighting defensively",
            it="combattere sulla difensiva",
            es="luchar a la defensiva",
            ru="оборонительный бой",
        ),
        Text(
            en="Attacking while focusing on protection: a penalty to attacks (e.g. -4) in exchange for a bonus to defence (e.g. +2) for the round.",
            it="Attaccare badando soprattutto a proteggersi: penalità agli attacchi (es. -4) in cambio di un bonus alla difesa (es. +2) per il round.",
            es="Atacar pensando sobre todo en protegerse: penalizador a los ataques (p. ej. -4) a cambio de un bonificador a la Defensa (p. ej. +2) ese asalto.",
            ru="Атака с упором на защиту: штраф к атакам (например, -4) в обмен на бонус к защите (например, +2) до конца раунда.",
        ),
        ("luchar defensivamente",),
    ),
    Term(
        "total-defense",
        Text(en="total defense", it="difesa totale", es="defensa total", ru="полная оборона"),
        Text(
            en="Spending one's action only on defending: a bigger defence bonus (e.g. +4) for a round, but no attacks, not even of opportunity.",
            it="Usare la propria azione solo per difendersi: un bonus alla difesa maggiore (es. +4) per un round, ma nessun attacco, nemmeno di opportunità.",
            es="Dedicar la acción solo a defenderse: un bonificador mayor a la Defensa (p. ej. +4) durante un asalto, pero sin atacar, ni siquiera de oportunidad.",
            ru="Всё действие уходит на оборону: больший бонус к защите (например, +4) на раунд, но никаких атак, даже внеочередных.",
        ),
    ),
    Term(
        "reach",
        Text(en="reach", it="portata", es="alcance", ru="досягаемость"),
        Text(
            en="How far a creature can strike in melee, set by its size and weapon; it decides which spaces the creature threatens.",
            it="La distanza a cui una creatura può colpire in mischia, data da taglia e arma; determina quali spazi minaccia.",
            es="La distancia a la que una criatura puede golpear cuerpo a cuerpo, según su tamaño y su arma; determina qué espacios amenaza.",
            ru="Расстояние, на котором существо может бить в ближнем бою; зависит от размера и оружия и определяет, какие клетки оно контролирует.",
        ),
        ("зона досягаемости",),
    ),
    Term(
        "saving-throw",
        Text(en="saving throw", it="tiro salvezza", es="tirada de salvación", ru="испытание"),
        Text(
            en="A roll to avoid or reduce a harmful effect (e.g. Fortitude, Reflex, Will) against a set difficulty.",
            it="Un tiro per evitare o ridurre un effetto dannoso (es. Tempra, Riflessi, Volontà) contro una difficoltà data.",
            es="Una tirada para evitar o reducir un efecto dañino (p. ej. Fortaleza, Reflejos, Voluntad) contra una dificultad dada.",
            ru="Бросок, чтобы избежать вредного эффекта или ослабить его (например, Стойкость, Реакция, Воля), против заданной сложности.",
        ),
    ),
    Term(
        "thac0",
        Text(en="THAC0", it="Thac0", es="THAC0", ru="THAC0"),
        Text(
            en="To Hit Armor Class 0: in AD&D, the d20 score needed to hit AC 0; subtract the target's AC to get the number needed.",
            it="To Hit Armor Class 0: in AD&D, il risultato del d20 necessario per colpire CA 0; sottraendo la CA del bersaglio si ottiene il numero da fare.",
            es="To Hit Armor Class 0: en AD&D, el resultado del d20 necesario para impactar a CA 0; restando la CA del blanco se obtiene el número necesario.",
            ru="To Hit Armor Class 0: в AD&D результат d20, нужный для попадания по КБ 0; вычтя КБ цели, получают нужное число.",
        ),
        ("THAC0", "Thac0"),
    ),
    Term(
        "unconscious",
        Text(en="unconscious", it="privo di sensi", es="inconsciente", ru="без сознания"),
        Text(
            en="Knocked out or asleep and unaware of its surroundings: cannot act or defend itself, and counts as helpless.",
            it="Svenuto o addormentato e ignaro di ciò che accade: non può agire né difendersi e conta come indifeso.",
            es="Desmayado o dormido y ajeno a lo que ocurre: no puede actuar ni defenderse y cuenta como indefenso.",
            ru="Без чувств или спит и не осознаёт происходящего: не может действовать и защищаться, считается беспомощным.",
        ),
    ),
    Term(
        "melee",
        Text(en="melee", it="corpo a corpo", es="cuerpo a cuerpo", ru="ближний бой"),
        Text(
            en="Hand-to-hand fighting against adjacent foes (or foes within reach) with hand weapons, natural weapons or bare hands.",
            it="Il combattimento contro nemici adiacenti (o a portata) con armi da mischia, armi naturali o a mani nude.",
            es="El combate contra enemigos adyacentes (o a tu alcance) con armas cuerpo a cuerpo, armas naturales o sin armas.",
            ru="Схватка с соседними противниками (или в пределах досягаемости) оружием ближнего боя, естественным оружием или голыми руками.",
        ),
        ("melee", "mischia"),
    ),
    Term(
        "ranged-attack",
        Text(en="ranged attack", it="attacco a distanza", es="ataque a distancia", ru="дистанционная атака"),
        Text(
            en="An attack with a thrown or missile weapon, usually based on Dexterity and penalized by distance.",
            it="Un attacco con un'arma da lancio o da tiro, di solito basato sulla Destrezza e penalizzato dalla distanza.",
            es="Un ataque con un arma arrojadiza o de proyectil, normalmente basado en la Destreza y penalizado por la distancia.",
            ru="Атака метательным или стрелковым оружием, обычно на основе Ловкости и со штрафами за расстояние.",
        ),
    ),
    Term(
        "two-weapon-fighting",
        Text(
            en="two-weapon fighting",
            it="combattere con due armi",
            es="combate con dos armas",
            ru="бой двумя оружиями",
        ),
        Text(
            en="Attacking with a weapon in each hand for an extra attack, usually with penalties and only half Strength to off-hand damage.",
            it="Attaccare con un'arma per mano per avere un attacco in più, di solito con penalità e solo metà della Forza ai danni della mano secondaria.",
            es="Atacar con un arma en cada mano para lograr un ataque extra, normalmente con penalizadores y solo la mitad de la Fuerza al daño de la mano torpe.",
            ru="Атака оружием в каждой руке ради дополнительной атаки, обычно со штрафами и лишь половиной Силы к урону второй руки.",
        ),
    ),
    Term(
        "mastery",
        Text(en="mastery", it="padronanza", es="maestría", ru="мастерство"),
        Text(
            en="A character's degree of skill with a weapon (e.g. expert, master, grand master), which improves hitting, damage or parrying.",
            it="Il grado di abilità di un personaggio con un'arma (es. esperto, maestro, gran maestro), che migliora il colpire, i danni o la parata.",
            es="El grado de dominio de un personaje con un arma (p. ej. experto, maestro, gran maestro), que mejora el ataque, el daño o la parada.",
            ru="Степень владения оружием (например, эксперт, мастер, великий мастер), улучшающая попадание, урон или парирование.",
        ),
        ("Padr",),
    ),
    Term(
        "fatigue",
        Text(en="fatigue", it="fatica", es="fatiga", ru="усталость"),
        Text(
            en="Tiredness built up by strenuous actions (running, parrying...), counted in fatigue points by some rules, that eventually forces a rest.",
            it="Stanchezza accumulata con azioni faticose (correre, parare...), in alcune regole contata in punti fatica, che alla fine impone il riposo.",
            es="Cansancio acumulado por acciones agotadoras (correr, parar...), contado en puntos de fatiga en algunas reglas, que acaba obligando a descansar.",
            ru="Накопленная от тяжёлых действий (бег, парирование...) усталость, по некоторым правилам считаемая в очках, которая в итоге требует отдыха.",
        ),
        ("punto fatica",),
    ),
    Term(
        "movement",
        Text(en="movement", it="movimento", es="movimiento", ru="перемещение"),
        Text(
            en="How far a combatant moves in a round (its speed or movement rate); moving near foes can provoke attacks of opportunity.",
            it="Quanto un combattente si sposta in un round (velocità o fattore movimento); muoversi vicino ai nemici può provocare attacchi di opportunità.",
            es="Cuánto se desplaza un combatiente en un asalto (su velocidad); moverse junto a enemigos puede provocar ataques de oportunidad.",
            ru="Расстояние, которое участник боя проходит за раунд (его скорость); движение рядом с врагами может вызвать внеочередные атаки.",
        ),
        ("fattore movimento", "velocidad"),
    ),
    Term(
        "higher-ground",
        Text(en="higher ground", it="posizione sopraelevata", es="terreno elevado", ru="позиция выше"),
        Text(
            en="Fighting from a position above the foe: usually +1 to hit in melee, and in some rules -1 for whoever attacks upward.",
            it="Combattere da una posizione più alta dell'avversario: di solito +1 al tiro per colpire in mischia e, in alcune regole, -1 per chi attacca dal basso.",
            es="Combatir desde una posición más alta que el enemigo: normalmente +1 al ataque cuerpo a cuerpo y, en algunas reglas, -1 para quien ataca desde abajo.",
            ru="Бой с позиции выше противника: обычно +1 к атаке в ближнем бою, а по некоторым правилам -1 тому, кто атакует снизу.",
        ),
    ),
)

# Abbreviation -> expansion shown as a tooltip wherever it appears (the text's own words).
# Matched as whole words, case-sensitive, on every page: single letters (F, D, P, S, L, V, A, B),
# size letters and words like Italian DA or Spanish DE are deliberately left out.
ABBREVIATIONS: dict[str, str] = {
    # 000 (Italian AD&D 2e house rules)
    "AC": "Armor Class, la classe armatura (armor class, 000, 003)",
    "Thac0": "To Hit Armor Class 0 (d20 score needed to hit armor class 0, 000)",
    "THAC0": "To Hit Armor Class 0 (d20 score needed to hit armor class 0, 000)",
    # 001 (Italian tactical rules)
    "GM": "Game Master (the referee, 001)",
    "PG": "Personaggio giocante (player character, 001); in 003: puntos de golpe (hit points)",
    "PNG": "Personaggio non giocante (non-player character, 001)",
    "GS": "Grado di sfida (challenge rating, 001)",
    # 002 (Italian homebrew)
    "TPC": "Tiro per colpire (to-hit roll, 002)",
    "NPC": "Numero per colpire (number to hit, 002); in English usage: non-player character",
    "BNPC": "Bonus o penalità derivante dal NPC (bonus or penalty from the number to hit, 002)",
    "PF": "Punti ferita (hit points, 002)",
    "CA": "Classe dell'armatura / Clase de Armadura (armor class, 002; armor as damage reduction, 003)",
    "Padr": "Padronanza (weapon mastery, 002)",
    "Dd": "Dado-danno (damage die, 002)",
    "ST": "Situazione di tiro (shooting conditions, 1 to 5, 002)",
    "OdM": "Ordine di marcia (marching order, 002)",
    "PaM": "Probabilità di attacco in marcia (chance of being attacked while marching, 002)",
    "NB": "Nota bene (note well, 002)",
    # 003 (Spanish Akenar D&D variant)
    "PA": "Penetración de Armadura (armor penetration, 003)",
    "BoM": "Bono de maniobra de combate (combat maneuver bonus, 003)",
    "DeM": "Defensa de maniobra de combate (combat maneuver defense, 003)",
    "DoM": "Defensa de maniobra de combate, variant spelling of DeM (combat maneuver defense, 003)",
    "CD": "Clase de dificultad (difficulty class, 003)",
    "CDs": "Clases de dificultad (difficulty classes, 003)",
    "DC": "Difficulty Class, clase de dificultad (difficulty class, 003)",
    "DM": "Dungeon Master (the referee, 003)",
    "PNJs": "Personajes no jugadores (non-player characters, 003)",
    "PX": "Puntos de experiencia (experience points, 003)",
    "PXs": "Puntos de experiencia (experience points, 003)",
    "PPs": "Puntos de poder (spell points spent to cast, 003)",
    "Sb": "Habilidad sobrenatural (supernatural ability, 003)",
    # 004 (Russian modifiers)
    "КБ": "Класс брони (armor class, 004)",
    "СЛ": "Сложность (difficulty class, 004)",
    # dice written alone
    "d20": "Dado da venti / dado de veinte caras (twenty-sided die)",
    "d100": "Процентная кость, от 1 до 100 (percentile die, 004)",
}
