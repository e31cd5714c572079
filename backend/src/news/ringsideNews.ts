// Ringside's newsroom: results, previews, rankings and interviews about the
// demo's fighters and fight nights (seed/ringsideRealm.ts), in English,
// Portuguese and Spanish. Dates are hours before the server's start, matched
// to the demo's live events, which are anchored to the start too: the Rio card
// ended yesterday, Navarro vs Hale 2 is on air, Championship 12 is tomorrow.
import { t } from '../seed/demoTypes.ts';
import { heading, liveEvent, paragraph, picture, quote, video, type DemoArticle } from './demoArticle.ts';

const MARTA = 'Marta Figueiredo';
const TOM = 'Tom Ashworth';
const DECLAN = 'Declan Byrne';
const SANNE = 'Sanne Bakker';
const LUCIA = 'Lucía Ferrer';

export const ringsideNews: DemoArticle[] = [
  {
    id: 1, realmId: 1, slug: 'costa-outworks-herrera-in-rio', sport: 'MMA', author: MARTA, hoursAgo: 20, editedHoursLater: 2,
    headline: t(
      'Costa outworks Herrera in Rio to take a unanimous decision',
      'Costa supera Herrera no Rio e vence por decisão unânime',
      'Costa se impone a Herrera en Río por decisión unánime'),
    lead: t(
      'Rafael Costa survived a scare in the second round and took over with his wrestling in the third to win 29-28 on all three cards at Ringside Fight Night 41.',
      'Rafael Costa sobreviveu a um momento de perigo no segundo round e dominou com o wrestling no terceiro para vencer por 29-28 nas três papeletas no Ringside Fight Night 41.',
      'Rafael Costa superó un momento de apuro en el segundo asalto y dominó con su lucha en el tercero para ganar 29-28 en las tres tarjetas en Ringside Fight Night 41.'),
    body: [
      paragraph(t(
        'Rafael Costa had to dig deep in front of a sold-out Arena Carioca. Rocked by a left hook midway through the second round, the Brazilian featherweight steadied himself, took Tomás Herrera down three times in the last five minutes and walked away with a unanimous decision: 29-28 on all three scorecards.',
        'Rafael Costa precisou ir fundo diante de uma Arena Carioca lotada. Balançado por um cruzado de esquerda no meio do segundo round, o peso-pena brasileiro se recompôs, derrubou Tomás Herrera três vezes nos últimos cinco minutos e saiu com a vitória por decisão unânime: 29-28 nas três papeletas.',
        'Rafael Costa tuvo que sacar lo mejor de sí ante una Arena Carioca llena hasta la bandera. Sacudido por un gancho de izquierda a mitad del segundo asalto, el peso pluma brasileño se recompuso, derribó a Tomás Herrera tres veces en los últimos cinco minutos y se llevó la decisión unánime: 29-28 en las tres tarjetas.')),
      paragraph(t(
        'The opening round was close and tactical. Costa chopped at the lead leg and went to the body; Herrera, patient as ever, waited on the counter. The judges gave it to Costa on work rate.',
        'O primeiro round foi equilibrado e tático. Costa castigou a perna da frente e trabalhou o corpo; Herrera, paciente como sempre, esperou o contra-ataque. Os juízes deram o round a Costa pelo volume.',
        'El primer asalto fue igualado y táctico. Costa castigó la pierna adelantada y trabajó al cuerpo; Herrera, paciente como siempre, esperó el contragolpe. Los jueces se lo dieron a Costa por volumen de golpeo.')),
      heading(t('The turning point', 'A virada', 'El punto de inflexión')),
      paragraph(t(
        'Herrera found his range in the second. A jab to the chest, a left hook over the top, and Costa’s legs dipped. The Argentine poured on the pressure for the last ninety seconds of the round, but Costa tied him up against the fence and made it to the horn.',
        'Herrera encontrou a distância no segundo round. Um jab no peito, um cruzado de esquerda por cima e as pernas de Costa fraquejaram. O argentino aumentou a pressão no último minuto e meio, mas Costa o segurou contra a grade e chegou ao fim do round.',
        'Herrera encontró la distancia en el segundo. Un jab al pecho, un gancho de izquierda por encima y las piernas de Costa se doblaron. El argentino apretó durante el último minuto y medio, pero Costa lo amarró contra la reja y llegó a la campana.')),
      picture(1,
        t('Two featherweights exchanging punches in the cage', 'Dois pesos-pena trocando socos no octógono', 'Dos pesos pluma intercambiando golpes en la jaula'),
        t('Costa and Herrera trade in the second round at Arena Carioca.', 'Costa e Herrera trocam golpes no segundo round na Arena Carioca.', 'Costa y Herrera intercambian golpes en el segundo asalto en la Arena Carioca.')),
      quote(t(
        'I felt it, I’m not going to lie. But my corner told me: one more round, take him down and keep him there. That’s what we trained for.',
        'Eu senti, não vou mentir. Mas meu córner me disse: mais um round, derruba ele e mantém lá embaixo. Foi para isso que a gente treinou.',
        'Lo sentí, no voy a mentir. Pero mi esquina me dijo: un asalto más, derríbalo y mantenlo abajo. Para eso entrenamos.'), 'Rafael Costa'),
      paragraph(t(
        'That is exactly what happened. Costa changed levels off a feinted right hand forty seconds into the third and spent most of the round on top, landing short elbows whenever Herrera tried to stand.',
        'Foi exatamente o que aconteceu. Costa mudou de nível após fintar a direita aos quarenta segundos do terceiro round e passou quase todo o tempo por cima, acertando cotoveladas curtas sempre que Herrera tentava se levantar.',
        'Fue exactamente lo que pasó. Costa cambió de nivel tras fintar la derecha a los cuarenta segundos del tercer asalto y pasó casi todo el round encima, conectando codazos cortos cada vez que Herrera intentaba levantarse.')),
      paragraph(t(
        'The win is Costa’s fourth in a row and should take him into the featherweight top five. Herrera, who had not lost in three years, asked for an immediate rematch at the post-fight press conference.',
        'É a quarta vitória seguida de Costa, que deve entrar no top 5 dos penas. Herrera, que não perdia havia três anos, pediu uma revanche imediata na coletiva pós-luta.',
        'Es la cuarta victoria seguida de Costa, que debería entrar en el top 5 del peso pluma. Herrera, que no perdía desde hacía tres años, pidió una revancha inmediata en la rueda de prensa posterior.')),
      liveEvent(7),
    ],
    related: [['LIVE_EVENT', 7], ['VIDEO', 22]],
  },
  {
    id: 2, realmId: 1, slug: 'navarro-and-hale-on-weight-for-fight-night-42', sport: 'MMA', author: TOM, hoursAgo: 26,
    headline: t(
      'Navarro and Hale both on weight for Fight Night 42 rematch',
      'Navarro e Hale batem o peso para a revanche do Fight Night 42',
      'Navarro y Hale dan el peso para la revancha de Fight Night 42'),
    lead: t(
      'No drama on the scales in Mexico City: Diego Navarro came in at 155.5 lb and Marcus Hale at 155, and the main event is official.',
      'Sem drama na balança na Cidade do México: Diego Navarro marcou 155,5 lb e Marcus Hale 155, e a luta principal está confirmada.',
      'Sin sobresaltos en la báscula en Ciudad de México: Diego Navarro marcó 155,5 libras y Marcus Hale 155, y la pelea estelar es oficial.'),
    body: [
      paragraph(t(
        'Both men stepped on the scale inside the first hour of the official weigh-in at Arena Ciudad de México. Navarro, who struggled to make the lightweight limit before their first fight, looked relaxed and was back on his feet and rehydrating within a minute.',
        'Os dois subiram na balança logo na primeira hora da pesagem oficial na Arena Ciudad de México. Navarro, que sofreu para bater o limite dos leves antes da primeira luta, parecia tranquilo e em um minuto já estava de pé e se hidratando.',
        'Ambos subieron a la báscula en la primera hora del pesaje oficial en la Arena Ciudad de México. Navarro, que sufrió para dar el límite del peso ligero antes de su primera pelea, se vio relajado y al minuto ya estaba de pie e hidratándose.')),
      paragraph(t(
        'Hale, in a towel and a grin, hit 155 on the nose and pointed at Navarro on his way off the stage. The two had to be kept apart at the ceremonial face-off after the home crowd booed the American for most of his walk to the stage.',
        'Hale, de toalha e sorriso no rosto, cravou 155 e apontou para Navarro ao deixar o palco. Na encarada cerimonial, os dois precisaram ser separados depois que a torcida local vaiou o americano durante quase toda a sua caminhada até o palco.',
        'Hale, con toalla y sonrisa, marcó 155 exactas y señaló a Navarro al bajar del escenario. En el careo ceremonial tuvieron que separarlos después de que el público local abucheara al estadounidense durante casi todo su paseo hasta el escenario.')),
      quote(t(
        'Last time I let him take me into deep water. Not this time.',
        'Da última vez eu deixei ele me levar para águas profundas. Desta vez, não.',
        'La última vez dejé que me llevara a aguas profundas. Esta vez no.'), 'Marcus Hale'),
      paragraph(t(
        'Navarro kept his answer short: “He talks. I fight.”',
        'Navarro foi curto na resposta: “Ele fala. Eu luto.”',
        'Navarro fue breve en su respuesta: «Él habla. Yo peleo».')),
      paragraph(t(
        'All twelve bouts on the card go ahead; one preliminary fight moves to a 160-pound catchweight after a miss of three and a half pounds.',
        'As doze lutas do card estão confirmadas; uma luta do preliminar passa a ser disputada em peso-casado de 160 libras depois que um atleta ficou três libras e meia acima.',
        'Las doce peleas de la cartelera siguen en pie; un combate del preliminar pasa a peso pactado de 160 libras después de que uno de los peleadores se pasara tres libras y media.')),
      liveEvent(1),
    ],
    related: [['LIVE_EVENT', 1]],
  },
  {
    id: 3, realmId: 1, slug: 'navarro-vs-hale-2-preview', sport: 'MMA', author: TOM, hoursAgo: 72,
    headline: t(
      'Navarro vs Hale 2: can Hale solve the puzzle the second time around?',
      'Navarro x Hale 2: Hale consegue resolver o quebra-cabeça na segunda tentativa?',
      'Navarro vs Hale 2: ¿resolverá Hale el rompecabezas a la segunda?'),
    lead: t(
      'Diego Navarro beat Marcus Hale with footwork and patience. Hale says he has fixed what went wrong. We look at what changes in the rematch.',
      'Diego Navarro venceu Marcus Hale com movimentação e paciência. Hale diz que corrigiu o que deu errado. Veja o que muda na revanche.',
      'Diego Navarro venció a Marcus Hale con juego de pies y paciencia. Hale asegura que ha corregido lo que falló. Analizamos qué cambia en la revancha.'),
    body: [
      paragraph(t(
        'The first fight was decided in the margins. Navarro circled away from Hale’s right hand for fifteen minutes, landed the more telling shots on the exit and took a decision that Hale has called “a gift” ever since.',
        'A primeira luta foi decidida nos detalhes. Navarro circulou para longe da direita de Hale durante quinze minutos, acertou os golpes mais contundentes na saída e levou uma decisão que Hale desde então chama de “presente”.',
        'La primera pelea se decidió en los detalles. Navarro giró lejos de la derecha de Hale durante quince minutos, conectó los golpes más claros en la salida y se llevó una decisión que Hale llama desde entonces «un regalo».')),
      heading(t('What Navarro did well', 'O que Navarro fez bem', 'Lo que Navarro hizo bien')),
      paragraph(t(
        'Navarro’s game is built on angles. He jabs, steps off to his left and makes opponents reset, and a fighter who resets all night never gets his combinations going. Our film study breaks it down frame by frame.',
        'O jogo de Navarro é construído sobre ângulos. Ele dá o jab, sai para a esquerda e obriga o adversário a se reposicionar — e quem se reposiciona a noite toda nunca encaixa suas combinações. Nossa análise destrincha tudo quadro a quadro.',
        'El juego de Navarro se basa en los ángulos. Lanza el jab, sale hacia su izquierda y obliga al rival a recolocarse, y quien se recoloca toda la noche nunca logra soltar sus combinaciones. Nuestro análisis lo desmenuza cuadro a cuadro.')),
      video(15),
      heading(t('What Hale must change', 'O que Hale precisa mudar', 'Lo que Hale debe cambiar')),
      paragraph(t(
        'Hale threw just four leg kicks in the first fight. His camp has brought in a Dutch kickboxing coach, and you should expect him to chop at Navarro’s lead leg early, to take away the lateral movement that beat him.',
        'Hale deu apenas quatro chutes baixos na primeira luta. Sua equipe trouxe um treinador holandês de kickboxing, e a expectativa é que ele castigue a perna da frente de Navarro desde cedo para tirar a movimentação lateral que o derrotou.',
        'Hale lanzó apenas cuatro patadas bajas en la primera pelea. Su equipo ha fichado a un entrenador holandés de kickboxing, y cabe esperar que castigue pronto la pierna adelantada de Navarro para quitarle el desplazamiento lateral que lo derrotó.')),
      video(1),
      paragraph(t(
        'Our pick: Navarro again, but closer. If Hale’s kicks land early, this one could go the full fifteen minutes and come down to a single round.',
        'Nosso palpite: Navarro de novo, mas por menos. Se os chutes de Hale entrarem cedo, a luta pode ir aos quinze minutos e ser decidida em um único round.',
        'Nuestro pronóstico: Navarro otra vez, pero más ajustado. Si las patadas de Hale entran pronto, esto puede llegar a los quince minutos y decidirse en un solo asalto.')),
    ],
    related: [['LIVE_EVENT', 1], ['VIDEO', 9]],
  },
  {
    id: 4, realmId: 1, slug: 'lima-vs-okafor-five-things-to-know', sport: 'MMA', author: MARTA, hoursAgo: 40,
    headline: t(
      'Lima vs Okafor: five things to know before Ringside Championship 12',
      'Lima x Okafor: cinco coisas para saber antes do Ringside Championship 12',
      'Lima vs Okafor: cinco claves antes de Ringside Championship 12'),
    lead: t(
      'Ana Beatriz Lima finally gets her title shot, at home in São Paulo, against an unbeaten champion who has never been past the third round.',
      'Ana Beatriz Lima finalmente ganha sua chance pelo cinturão, em casa, em São Paulo, contra uma campeã invicta que nunca passou do terceiro round.',
      'Ana Beatriz Lima tiene por fin su oportunidad por el título, en casa en São Paulo, ante una campeona invicta que nunca ha pasado del tercer asalto.'),
    body: [
      heading(t('1. The long road home', '1. O longo caminho de volta para casa', '1. El largo camino a casa')),
      paragraph(t(
        'Lima left a small academy in Manaus at nineteen with one bag and a borrowed pair of gloves. Eight years and eleven wins later she fights for the belt at the Ginásio do Ibirapuera, a few kilometres from the gym where she sleeps during fight week.',
        'Lima deixou uma pequena academia em Manaus aos dezenove anos, com uma mochila e um par de luvas emprestado. Oito anos e onze vitórias depois, ela disputa o cinturão no Ginásio do Ibirapuera, a poucos quilômetros da academia onde dorme na semana da luta.',
        'Lima dejó una pequeña academia de Manaos a los diecinueve años con una mochila y unos guantes prestados. Ocho años y once victorias después, pelea por el cinturón en el Ginásio do Ibirapuera, a pocos kilómetros del gimnasio donde duerme la semana de la pelea.')),
      heading(t('2. The win that earned the shot', '2. A vitória que valeu a chance', '2. La victoria que le valió la oportunidad')),
      paragraph(t(
        'Her win over Chloe Martin was a five-round clinic in pressure: Lima out-landed the former champion in every round and finished with a takedown in the closing seconds.',
        'A vitória sobre Chloe Martin foi uma aula de pressão em cinco rounds: Lima acertou mais golpes que a ex-campeã em todos os rounds e fechou a luta com uma queda nos segundos finais.',
        'Su victoria sobre Chloe Martin fue una lección de presión a cinco asaltos: Lima conectó más que la excampeona en todos los asaltos y cerró con un derribo en los últimos segundos.')),
      video(2),
      heading(t('3. Okafor has never been tested late', '3. Okafor nunca foi testada no fim da luta', '3. Okafor nunca ha sido puesta a prueba al final')),
      paragraph(t(
        'Maya Okafor is 14-0-1 with eleven finishes, none of them after the third round. Nobody knows how she fights in the championship rounds, perhaps not even Okafor.',
        'Maya Okafor tem cartel de 14-0-1 com onze finalizações, nenhuma depois do terceiro round. Ninguém sabe como ela luta nos rounds de campeonato — talvez nem a própria Okafor.',
        'Maya Okafor tiene un récord de 14-0-1 con once finalizaciones, ninguna después del tercer asalto. Nadie sabe cómo pelea en los asaltos de campeonato; quizá ni la propia Okafor.')),
      heading(t('4. The hands', '4. As mãos', '4. Las manos')),
      paragraph(t(
        'Lima’s boxing has come on more than any other part of her game. Her knockouts of the last two years show a fighter who now sits down on her punches.',
        'O boxe de Lima foi o que mais evoluiu no seu jogo. Os nocautes dos últimos dois anos mostram uma lutadora que agora bate com o peso do corpo.',
        'El boxeo es lo que más ha mejorado en el juego de Lima. Sus nocauts de los dos últimos años muestran a una peleadora que ahora golpea con todo su peso.')),
      video(10),
      heading(t('5. The crowd', '5. A torcida', '5. El público')),
      paragraph(t(
        'Twelve thousand tickets went in under an hour. If this goes to the fourth and fifth rounds, Lima will have an arena behind her.',
        'Doze mil ingressos se esgotaram em menos de uma hora. Se a luta chegar ao quarto e ao quinto rounds, Lima terá um ginásio inteiro a seu favor.',
        'Doce mil entradas se agotaron en menos de una hora. Si la pelea llega al cuarto y quinto asalto, Lima tendrá un pabellón entero detrás.')),
      picture(1,
        t('A packed arena under red lights', 'Um ginásio lotado sob luzes vermelhas', 'Un pabellón lleno bajo luces rojas'),
        t('The Ginásio do Ibirapuera is sold out for Championship 12.', 'O Ginásio do Ibirapuera está esgotado para o Championship 12.', 'El Ginásio do Ibirapuera tiene las entradas agotadas para el Championship 12.')),
      liveEvent(4),
    ],
    related: [['LIVE_EVENT', 4], ['VIDEO', 16], ['VIDEO', 28]],
  },
  {
    id: 5, realmId: 1, slug: 'rankings-costa-into-featherweight-top-five', sport: 'MMA', author: TOM, hoursAgo: 14,
    headline: t(
      'Rankings: Costa breaks into the featherweight top five, Lima stays No. 1 contender',
      'Ranking: Costa entra no top 5 dos penas e Lima segue como desafiante número 1',
      'Ranking: Costa entra en el top 5 del peso pluma y Lima sigue como aspirante número 1'),
    lead: t(
      'Our panel’s weekly MMA rankings after Ringside Fight Night 41, with Navarro holding at No. 3 at lightweight going into the Hale rematch.',
      'O ranking semanal de MMA do nosso painel após o Ringside Fight Night 41, com Navarro mantido em 3º entre os leves antes da revanche contra Hale.',
      'El ranking semanal de MMA de nuestro panel tras Ringside Fight Night 41, con Navarro firme en el puesto 3 del peso ligero antes de la revancha con Hale.'),
    body: [
      paragraph(t(
        'Rafael Costa’s unanimous decision over Tomás Herrera in Rio moves him from seventh to fourth at featherweight. Herrera drops only one place, to sixth: the panel felt the second round showed he belongs with the best of the division.',
        'A vitória por decisão unânime de Rafael Costa sobre Tomás Herrera no Rio o leva do sétimo para o quarto lugar entre os penas. Herrera cai só uma posição, para sexto: o painel entendeu que o segundo round mostrou que ele está entre os melhores da divisão.',
        'La decisión unánime de Rafael Costa sobre Tomás Herrera en Río lo lleva del séptimo al cuarto puesto del peso pluma. Herrera baja solo un lugar, al sexto: el panel consideró que el segundo asalto demostró que está entre los mejores de la división.')),
      paragraph(t(
        'At lightweight nothing moves before Fight Night 42. Diego Navarro stays at No. 3 and Marcus Hale at No. 6; the winner of the rematch is expected to be next in line for the title.',
        'Entre os leves, nada muda antes do Fight Night 42. Diego Navarro segue em 3º e Marcus Hale em 6º; o vencedor da revanche deve ser o próximo da fila pelo cinturão.',
        'En el peso ligero no se mueve nada antes de Fight Night 42. Diego Navarro sigue tercero y Marcus Hale sexto; el ganador de la revancha debería ser el siguiente en la fila por el título.')),
      paragraph(t(
        'Ana Beatriz Lima remains the No. 1 contender at women’s bantamweight. A win over Maya Okafor at Ringside Championship 12 would make her the first Brazilian to hold the title.',
        'Ana Beatriz Lima continua como desafiante número 1 no peso-galo feminino. Uma vitória sobre Maya Okafor no Ringside Championship 12 a tornaria a primeira brasileira a conquistar o cinturão.',
        'Ana Beatriz Lima se mantiene como aspirante número 1 en el peso gallo femenino. Una victoria sobre Maya Okafor en Ringside Championship 12 la convertiría en la primera brasileña en ganar el título.')),
      video(22),
      heading(t('How the rankings work', 'Como funciona o ranking', 'Cómo funciona el ranking')),
      paragraph(t(
        'Eleven journalists and analysts vote every week. Fighters inactive for more than twelve months drop out, and a champion sits at the top of the division rather than being given a number.',
        'Onze jornalistas e analistas votam toda semana. Atletas inativos há mais de doze meses saem da lista, e o campeão aparece no topo da divisão, sem número.',
        'Once periodistas y analistas votan cada semana. Los peleadores inactivos durante más de doce meses salen de la lista, y el campeón figura en lo más alto de la división, sin número.')),
    ],
    related: [['VIDEO', 22], ['LIVE_EVENT', 1], ['LIVE_EVENT', 4]],
  },
  {
    id: 6, realmId: 1, slug: 'oconnor-reyes-hits-hard-so-do-i', sport: 'Boxing', author: DECLAN, hoursAgo: 28,
    headline: t(
      'O\'Connor: “Reyes hits hard. So do I, and I’m at home.”',
      'O\'Connor: “Reyes bate forte. Eu também, e estou em casa.”',
      'O\'Connor: «Reyes pega duro. Yo también, y estoy en casa»'),
    lead: t(
      'Liam O\'Connor defends his super-middleweight title against Emiliano Reyes at the 3Arena. He talked to us about Dublin, Morrison and the punch he fears.',
      'Liam O\'Connor defende o cinturão dos supermédios contra Emiliano Reyes na 3Arena. Ele falou conosco sobre Dublin, Morrison e o golpe que teme.',
      'Liam O\'Connor defiende su título supermediano ante Emiliano Reyes en el 3Arena. Nos habló de Dublín, de Morrison y del golpe que teme.'),
    body: [
      paragraph(t(
        'Liam O\'Connor has spent fight week the way he always does: a run along the Liffey at six, pads at the gym in Crumlin at eleven, dinner at his mother’s. “Nothing changes because it’s a title fight,” he says. “The day you change things is the day you start thinking about losing.”',
        'Liam O\'Connor passou a semana da luta como sempre: corrida às margens do rio Liffey às seis, manopla na academia em Crumlin às onze e jantar na casa da mãe. “Nada muda porque é uma luta de cinturão”, diz. “No dia em que você muda as coisas, começa a pensar em perder.”',
        'Liam O\'Connor ha pasado la semana de la pelea como siempre: carrera junto al río Liffey a las seis, manoplas en el gimnasio de Crumlin a las once y cena en casa de su madre. «Nada cambia porque sea una pelea por el título», dice. «El día que cambias las cosas empiezas a pensar en perder».')),
      quote(t(
        'Reyes has a right hand that can end any fight. I’ve watched all of his knockouts. But he’s never fought anyone who makes him miss for twelve rounds.',
        'O Reyes tem uma direita capaz de acabar com qualquer luta. Assisti a todos os nocautes dele. Mas ele nunca enfrentou alguém que o fizesse errar por doze assaltos.',
        'Reyes tiene una derecha que puede acabar cualquier pelea. He visto todos sus nocauts. Pero nunca se ha enfrentado a alguien que le haga fallar durante doce asaltos.'), 'Liam O\'Connor'),
      paragraph(t(
        'O\'Connor won the belt from Jake Morrison with a body shot in the eighth round, a finish he still calls the best punch of his life. He expects a different fight this time.',
        'O\'Connor conquistou o cinturão contra Jake Morrison com um golpe no fígado no oitavo assalto, que ele ainda chama de o melhor soco da sua vida. Desta vez, espera uma luta diferente.',
        'O\'Connor ganó el cinturón ante Jake Morrison con un golpe al hígado en el octavo asalto, que todavía considera el mejor golpe de su vida. Esta vez espera una pelea distinta.')),
      video(18),
      quote(t(
        'Morrison came to box. Reyes comes to hurt you. I have to be smarter, not braver.',
        'O Morrison veio para boxear. O Reyes vem para machucar. Preciso ser mais inteligente, não mais corajoso.',
        'Morrison vino a boxear. Reyes viene a hacer daño. Tengo que ser más listo, no más valiente.'), 'Liam O\'Connor'),
      paragraph(t(
        'The 3Arena sold out in twenty minutes. “I’ll hear them on the walk out,” O\'Connor says. “After that it’s just me, him and the referee.”',
        'Os ingressos da 3Arena esgotaram em vinte minutos. “Vou ouvir a torcida na entrada”, diz O\'Connor. “Depois disso, somos só eu, ele e o árbitro.”',
        'Las entradas del 3Arena se agotaron en veinte minutos. «Los oiré al salir al ring», dice O\'Connor. «Después, solo quedamos él, yo y el árbitro».')),
      video(14),
    ],
    related: [['LIVE_EVENT', 3], ['VIDEO', 8]],
  },
  {
    id: 7, realmId: 1, slug: 'johnson-stops-petrov-keeps-heavyweight-title', sport: 'Boxing', author: DECLAN, hoursAgo: 90, editedHoursLater: 5,
    headline: t(
      'Johnson stops Petrov in the ninth to keep his heavyweight title',
      'Johnson para Petrov no nono assalto e mantém o cinturão dos pesados',
      'Johnson detiene a Petrov en el noveno y retiene su título pesado'),
    lead: t(
      'Malik Johnson gave away five inches in height and won anyway, breaking Ivan Petrov down to the body before a three-punch combination ended it at the Copper Box Arena.',
      'Malik Johnson cedeu treze centímetros de altura e venceu mesmo assim, minando Ivan Petrov com golpes no corpo até uma sequência de três socos encerrar a luta na Copper Box Arena.',
      'Malik Johnson cedió trece centímetros de estatura y aun así ganó, desgastando a Ivan Petrov al cuerpo hasta que una combinación de tres golpes puso fin a la pelea en el Copper Box Arena.'),
    body: [
      paragraph(t(
        'For four rounds Ivan Petrov’s jab kept Malik Johnson at the end of it. The challenger, six foot eight and 262 pounds, won the early rounds on two of the three cards and had the London crowd wondering whether a new champion was on the way.',
        'Durante quatro assaltos, o jab de Ivan Petrov manteve Malik Johnson à distância. O desafiante, de 2,03 m e 119 kg, venceu os primeiros assaltos em duas das três papeletas e deixou o público de Londres imaginando um novo campeão.',
        'Durante cuatro asaltos, el jab de Ivan Petrov mantuvo a Malik Johnson a distancia. El aspirante, de 2,03 metros y 119 kilos, ganó los primeros asaltos en dos de las tres tarjetas y dejó al público de Londres pensando en un nuevo campeón.')),
      paragraph(t(
        'Johnson’s answer was patience and the body. From the fifth round on he walked Petrov down behind a high guard, dug left hooks under the elbow and made the bigger man carry his weight.',
        'A resposta de Johnson foi paciência e trabalho de corpo. A partir do quinto assalto, ele pressionou Petrov com a guarda alta, encaixou cruzados de esquerda por baixo do cotovelo e obrigou o homem maior a carregar o próprio peso.',
        'La respuesta de Johnson fue paciencia y trabajo al cuerpo. Desde el quinto asalto presionó a Petrov con la guardia alta, metió ganchos de izquierda bajo el codo y obligó al hombre más grande a cargar con su peso.')),
      heading(t('The finish', 'O desfecho', 'El final')),
      paragraph(t(
        'A left hook to the liver folded Petrov in the ninth. He beat the count, but a right hand, a left hook and another right sent him into the ropes, and referee Paul Keane waved it off at 2:14.',
        'Um cruzado de esquerda no fígado dobrou Petrov no nono assalto. Ele se levantou antes da contagem, mas uma direita, um cruzado de esquerda e outra direita o jogaram nas cordas, e o árbitro Paul Keane interrompeu a luta aos 2min14s.',
        'Un gancho de izquierda al hígado dobló a Petrov en el noveno. Se levantó antes de la cuenta, pero una derecha, un gancho de izquierda y otra derecha lo mandaron contra las cuerdas, y el árbitro Paul Keane detuvo el combate en el 2:14.')),
      picture(1,
        t('A heavyweight with raised arms in the ring', 'Um peso-pesado de braços erguidos no ringue', 'Un peso pesado con los brazos en alto en el ring'),
        t('Johnson celebrates his third title defence in London.', 'Johnson comemora a terceira defesa do cinturão em Londres.', 'Johnson celebra su tercera defensa del título en Londres.')),
      quote(t(
        'He’s a big, brave man. I knew the body would bring him to me. It just took longer than I wanted.',
        'Ele é um homem grande e corajoso. Eu sabia que o trabalho de corpo o traria até mim. Só demorou mais do que eu queria.',
        'Es un hombre grande y valiente. Sabía que el trabajo al cuerpo lo traería hacia mí. Solo tardó más de lo que quería.'), 'Malik Johnson'),
      paragraph(t(
        'It was Johnson’s third defence. His promoter confirmed at the press conference that talks have started for a unification fight in the coming months.',
        'Foi a terceira defesa de Johnson. Seu promotor confirmou na coletiva que já começaram as negociações para uma luta de unificação nos próximos meses.',
        'Es la tercera defensa de Johnson. Su promotor confirmó en la rueda de prensa que ya han comenzado las negociaciones para una pelea de unificación en los próximos meses.')),
      video(11),
    ],
    related: [['LIVE_EVENT', 8], ['VIDEO', 23]],
  },
  {
    id: 8, realmId: 1, slug: 'iron-shin-grand-prix-8-preview', sport: 'Kickboxing', author: SANNE, hoursAgo: 50,
    headline: t(
      'Iron Shin Grand Prix 8: Demir is the favourite, but the bracket is brutal',
      'Iron Shin Grand Prix 8: Demir é o favorito, mas a chave é brutal',
      'Iron Shin Grand Prix 8: Demir es el favorito, pero el cuadro es brutal'),
    lead: t(
      'Eight heavyweights, three fights for the winner, one night in Rotterdam. Yusuf Demir defends his Grand Prix crown against the deepest field the tournament has seen.',
      'Oito pesos-pesados, três lutas para o campeão, uma noite em Roterdã. Yusuf Demir defende a coroa do Grand Prix contra o grupo mais forte da história do torneio.',
      'Ocho pesos pesados, tres peleas para el campeón, una noche en Róterdam. Yusuf Demir defiende su corona del Grand Prix ante el cuadro más fuerte en la historia del torneo.'),
    body: [
      paragraph(t(
        'Winning a one-night tournament takes more than being the best fighter in the building. It is about damage control: the man who lifts the trophy usually wins his quarter-final quickly and stays fresh for the final.',
        'Vencer um torneio de uma noite exige mais do que ser o melhor lutador do ginásio. É preciso controlar o desgaste: quem levanta o troféu costuma vencer rápido nas quartas de final e chegar inteiro à final.',
        'Ganar un torneo de una noche exige algo más que ser el mejor peleador del pabellón. Hay que controlar el desgaste: quien levanta el trofeo suele ganar rápido en cuartos de final y llegar fresco a la final.')),
      paragraph(t(
        'That is Yusuf Demir’s great strength. Five of his six Grand Prix wins have come inside the distance, and the Turkish-Dutch heavyweight has never needed more than two rounds in a quarter-final.',
        'É o grande trunfo de Yusuf Demir. Cinco das suas seis vitórias em Grand Prix vieram antes do limite, e o peso-pesado turco-holandês nunca precisou de mais de dois rounds numa quarta de final.',
        'Esa es la gran virtud de Yusuf Demir. Cinco de sus seis victorias en el Grand Prix llegaron antes del límite, y el peso pesado turco-neerlandés nunca ha necesitado más de dos asaltos en unos cuartos de final.')),
      video(13),
      heading(t('The danger men', 'Os perigos', 'Los peligros')),
      paragraph(t(
        'Sasha Kovalenko, who took Demir the full five rounds in their super fight, is in the other half of the draw. Watch the Ukrainian’s teep and his knees in the clinch: they wore Demir down late in that fight.',
        'Sasha Kovalenko, que levou Demir aos cinco rounds na superluta entre os dois, está do outro lado da chave. Atenção ao teep do ucraniano e às joelhadas no clinche: foram elas que desgastaram Demir no fim daquela luta.',
        'Sasha Kovalenko, que llevó a Demir a los cinco asaltos en su superpelea, está en la otra mitad del cuadro. Atención al teep del ucraniano y a sus rodillazos en el clinch: fueron los que desgastaron a Demir al final de aquel combate.')),
      paragraph(t(
        'The wildcard is the youngest man in the field, Anas Bouzid, a 22-year-old Moroccan with nine knockouts in eleven fights. He draws Demir in the quarter-finals.',
        'O azarão é o mais jovem do torneio, Anas Bouzid, marroquino de 22 anos com nove nocautes em onze lutas. Ele enfrenta Demir nas quartas de final.',
        'La sorpresa puede ser el más joven del torneo, Anas Bouzid, un marroquí de 22 años con nueve nocauts en once peleas. Se cruza con Demir en cuartos de final.')),
      video(21),
    ],
    related: [['LIVE_EVENT', 2], ['PLAYLIST', 3]],
  },
  {
    id: 9, realmId: 1, slug: 'valentina-cruz-tanaka-makes-you-miss', sport: 'Boxing', author: LUCIA, hoursAgo: 36,
    headline: t(
      'Valentina Cruz: “Tanaka makes you miss. I’ll make her pay for it.”',
      'Valentina Cruz: “A Tanaka faz você errar. Vou fazê-la pagar por isso.”',
      'Valentina Cruz: «Tanaka te hace fallar. Se lo voy a hacer pagar»'),
    lead: t(
      'The flyweight champion defends her belt in Madrid against Aoi Tanaka, the slickest counter-puncher in the division. She told us how she plans to close the distance.',
      'A campeã dos moscas defende o cinturão em Madri contra Aoi Tanaka, a contragolpeadora mais habilidosa da categoria. Ela nos contou como pretende encurtar a distância.',
      'La campeona del peso mosca defiende su cinturón en Madrid ante Aoi Tanaka, la contragolpeadora más hábil de la división. Nos contó cómo piensa acortar la distancia.'),
    body: [
      paragraph(t(
        'Valentina Cruz grew up four metro stops from the Palacio de los Deportes. She watched her first fight night there from the cheap seats at eleven; this time she will be the last to walk out.',
        'Valentina Cruz cresceu a quatro estações de metrô do Palacio de los Deportes. Assistiu à sua primeira noite de lutas ali, das arquibancadas mais baratas, aos onze anos; desta vez, será a última a entrar.',
        'Valentina Cruz creció a cuatro paradas de metro del Palacio de los Deportes. Vio allí su primera velada desde las gradas más baratas, con once años; esta vez será la última en salir.')),
      quote(t(
        'Everyone says Tanaka is hard to hit. Fine. Then I’ll hit her arms, her shoulders, her body, whatever she leaves me. Ten rounds is a long time to keep running.',
        'Todo mundo diz que é difícil acertar a Tanaka. Tudo bem. Então vou acertar os braços, os ombros, o corpo, o que ela me deixar. Dez assaltos é muito tempo para ficar fugindo.',
        'Todo el mundo dice que a Tanaka es difícil pegarle. Vale. Entonces le pegaré en los brazos, en los hombros, en el cuerpo, en lo que me deje. Diez asaltos es mucho tiempo para estar huyendo.'), 'Valentina Cruz'),
      paragraph(t(
        'Cruz has changed trainers since her last defence and now works out of a gym in Vallecas known for its pressure fighters. Sparring partners have been flown in from Japan to copy Tanaka’s style.',
        'Cruz trocou de treinador desde a última defesa e passou a treinar numa academia de Vallecas conhecida pelos seus lutadores de pressão. Parceiros de treino vieram do Japão para imitar o estilo de Tanaka.',
        'Cruz ha cambiado de entrenador desde su última defensa y ahora entrena en un gimnasio de Vallecas conocido por sus peleadores de presión. Ha traído sparrings desde Japón para imitar el estilo de Tanaka.')),
      quote(t(
        'I don’t need to be faster than her. I need to be there when she stops.',
        'Não preciso ser mais rápida que ela. Preciso estar lá quando ela parar.',
        'No necesito ser más rápida que ella. Necesito estar ahí cuando se pare.'), 'Valentina Cruz'),
      paragraph(t(
        'Tanaka, 26 and unbeaten in fifteen fights, arrives in Madrid this week. The two meet face to face at the final press conference.',
        'Tanaka, de 26 anos e invicta em quinze lutas, chega a Madri nesta semana. As duas ficam frente a frente na coletiva final.',
        'Tanaka, de 26 años e invicta en quince combates, llega a Madrid esta semana. Las dos se verán las caras en la rueda de prensa final.')),
      liveEvent(5),
    ],
    related: [['LIVE_EVENT', 5]],
  },
  {
    id: 10, realmId: 1, slug: 'watanabe-vs-de-vries-2-confirmed-for-tokyo', sport: 'Kickboxing', author: SANNE, hoursAgo: 144,
    headline: t(
      'Watanabe vs de Vries 2 confirmed for Tokyo',
      'Watanabe x de Vries 2 confirmada em Tóquio',
      'Confirmado el Watanabe vs de Vries 2 en Tokio'),
    lead: t(
      'Eighteen months after the head kick that ended their first fight, Luuk de Vries gets his rematch with Kenji Watanabe at the Ariake Arena.',
      'Dezoito meses depois do chute na cabeça que encerrou a primeira luta, Luuk de Vries ganha a revanche contra Kenji Watanabe na Ariake Arena.',
      'Dieciocho meses después de la patada a la cabeza que terminó su primera pelea, Luuk de Vries tiene su revancha ante Kenji Watanabe en el Ariake Arena.'),
    body: [
      paragraph(t(
        'Iron Shin confirmed the rematch this week, ending months of back and forth between the two camps over the venue. De Vries wanted Amsterdam; Watanabe’s team would only sign for Tokyo.',
        'O Iron Shin confirmou a revanche nesta semana, encerrando meses de idas e vindas entre as duas equipes sobre o local. De Vries queria Amsterdã; a equipe de Watanabe só assinaria para Tóquio.',
        'Iron Shin confirmó la revancha esta semana y puso fin a meses de tira y afloja entre los dos equipos por la sede. De Vries quería Ámsterdam; el equipo de Watanabe solo firmaba por Tokio.')),
      paragraph(t(
        'Their first fight was level after two rounds when Watanabe, backing up, switched stance and landed a left head kick that went round the world within the hour.',
        'A primeira luta estava empatada após dois rounds quando Watanabe, recuando, trocou a base e acertou um chute alto de esquerda que rodou o mundo em menos de uma hora.',
        'La primera pelea iba igualada tras dos asaltos cuando Watanabe, retrocediendo, cambió de guardia y conectó una patada alta de izquierda que dio la vuelta al mundo en menos de una hora.')),
      video(17),
      quote(t(
        'I made one mistake in that fight and I have watched it a thousand times. It will not happen again.',
        'Cometi um erro naquela luta e já assisti a ele mil vezes. Não vai se repetir.',
        'Cometí un error en esa pelea y lo he visto mil veces. No volverá a pasar.'), 'Luuk de Vries'),
      paragraph(t(
        'De Vries has won three straight since, all by knockout, and has spent the last year passing on his low-kick system to the next generation at his Amsterdam gym.',
        'De Vries venceu as três lutas seguintes, todas por nocaute, e passou o último ano ensinando seu sistema de chutes baixos à nova geração na sua academia em Amsterdã.',
        'De Vries ha ganado sus tres peleas siguientes, todas por nocaut, y ha pasado el último año enseñando su sistema de patadas bajas a la nueva generación en su gimnasio de Ámsterdam.')),
      video(24),
    ],
    related: [['LIVE_EVENT', 6], ['VIDEO', 4]],
  },
  {
    id: 11, realmId: 1, slug: 'road-to-the-belt-season-two-ana-beatriz-lima', sport: 'MMA', author: MARTA, hoursAgo: 39 * 24,
    headline: t(
      'Road to the Belt returns: season two follows Ana Beatriz Lima from Manaus to São Paulo',
      'Rumo ao Cinturão está de volta: a segunda temporada acompanha Ana Beatriz Lima de Manaus a São Paulo',
      'Vuelve Camino al Cinturón: la segunda temporada sigue a Ana Beatriz Lima de Manaos a São Paulo'),
    lead: t(
      'Ringside’s documentary series spent eight months with the bantamweight contender. The first episode is streaming now.',
      'A série documental da Ringside passou oito meses com a desafiante do peso-galo. O primeiro episódio já está disponível.',
      'La serie documental de Ringside pasó ocho meses con la aspirante del peso gallo. El primer episodio ya está disponible.'),
    body: [
      paragraph(t(
        'The first season followed Diego Navarro through one camp and one fight. Season two takes a longer view: our crew met Ana Beatriz Lima at the small Manaus academy where she started, and stayed with her through a broken hand, a change of coach and the win that made her a contender.',
        'A primeira temporada acompanhou Diego Navarro durante um treinamento e uma luta. A segunda tem um olhar mais longo: nossa equipe conheceu Ana Beatriz Lima na pequena academia de Manaus onde ela começou e ficou ao seu lado durante uma mão quebrada, uma troca de técnico e a vitória que a tornou desafiante.',
        'La primera temporada siguió a Diego Navarro durante un campamento y una pelea. La segunda mira más lejos: nuestro equipo conoció a Ana Beatriz Lima en la pequeña academia de Manaos donde empezó y la acompañó durante una mano rota, un cambio de entrenador y la victoria que la convirtió en aspirante.')),
      video(28),
      quote(t(
        'I didn’t want a highlight reel. I wanted people to see the boring days, because the boring days are the job.',
        'Eu não queria um vídeo de melhores momentos. Queria que as pessoas vissem os dias chatos, porque os dias chatos são o trabalho.',
        'No quería un vídeo de mejores momentos. Quería que la gente viera los días aburridos, porque los días aburridos son el trabajo.'), 'Ana Beatriz Lima'),
      paragraph(t(
        'A new episode arrives every week, and season one is available in full.',
        'Novos episódios chegam toda semana, e a primeira temporada está disponível na íntegra.',
        'Cada semana llega un episodio nuevo, y la primera temporada está disponible completa.')),
    ],
    related: [['VIDEO', 29], ['VIDEO', 30]],
  },
  {
    id: 12, realmId: 1, slug: 'five-best-knockouts-of-the-year-so-far', sport: null, author: LUCIA, hoursAgo: 10 * 24,
    headline: t(
      'The five best knockouts of the year so far',
      'Os cinco melhores nocautes do ano até agora',
      'Los cinco mejores nocauts del año hasta ahora'),
    lead: t(
      'A switch kick in Tokyo, a left hook in Mexico City and three more finishes we cannot stop rewatching.',
      'Um chute com troca de base em Tóquio, um cruzado de esquerda na Cidade do México e outras três finalizações que não paramos de rever.',
      'Una patada con cambio de guardia en Tokio, un gancho de izquierda en Ciudad de México y otros tres finales que no dejamos de volver a ver.'),
    body: [
      heading(t('1. Watanabe’s switch kick', '1. O chute de Watanabe', '1. La patada de Watanabe')),
      paragraph(t(
        'Nothing this year has matched the speed of it: a stance switch while backing up, and a left shin that arrived before de Vries saw it move.',
        'Nada neste ano se comparou à velocidade daquele golpe: uma troca de base recuando e uma canela esquerda que chegou antes de de Vries perceber o movimento.',
        'Nada este año ha igualado su velocidad: un cambio de guardia retrocediendo y una tibia izquierda que llegó antes de que de Vries viera el movimiento.')),
      video(12),
      heading(t('2. Navarro’s counter hook', '2. O contragolpe de Navarro', '2. El contragolpe de Navarro')),
      paragraph(t(
        'Navarro built a career on making opponents miss; in Mexico City he showed he can make them pay too, with a short left hook inside a lunging right hand.',
        'Navarro construiu a carreira fazendo os adversários errarem; na Cidade do México, mostrou que também sabe fazê-los pagar, com um cruzado curto de esquerda por dentro de uma direita desesperada.',
        'Navarro ha construido su carrera haciendo fallar a sus rivales; en Ciudad de México demostró que también sabe hacérselo pagar, con un gancho corto de izquierda por dentro de una derecha desesperada.')),
      video(9),
      heading(t('3. Demir’s knee', '3. A joelhada de Demir', '3. El rodillazo de Demir')),
      paragraph(t(
        'A flying knee off the clinch break, in a Grand Prix final, against a man who had not been knocked down in four years.',
        'Uma joelhada voadora na saída do clinche, numa final de Grand Prix, contra um homem que não caía havia quatro anos.',
        'Un rodillazo volador al romper el clinch, en una final del Grand Prix, ante un hombre que no había caído en cuatro años.')),
      heading(t('4. O\'Connor’s body shot', '4. O golpe no fígado de O\'Connor', '4. El golpe al hígado de O\'Connor')),
      paragraph(t(
        'Jake Morrison was ahead on two cards when O\'Connor’s left hook found the liver in the eighth. He did not beat the count.',
        'Jake Morrison vencia em duas papeletas quando o cruzado de esquerda de O\'Connor encontrou o fígado no oitavo assalto. Ele não se levantou antes da contagem.',
        'Jake Morrison ganaba en dos tarjetas cuando el gancho de izquierda de O\'Connor encontró el hígado en el octavo asalto. No superó la cuenta.')),
      heading(t('5. Lima’s ground and pound', '5. O ground and pound de Lima', '5. El ground and pound de Lima')),
      paragraph(t(
        'Not every finish is a single shot. Lima took her opponent down, passed to mount and landed eleven unanswered punches before the referee stepped in.',
        'Nem toda finalização vem de um golpe só. Lima derrubou a adversária, passou para a montada e acertou onze socos sem resposta até o árbitro intervir.',
        'No todos los finales llegan con un solo golpe. Lima derribó a su rival, pasó a la montada y conectó once golpes sin respuesta hasta que intervino el árbitro.')),
      paragraph(t(
        'Most of them are in our Best Knockouts of the Year playlist.',
        'Quase todos estão na nossa playlist Melhores Nocautes do Ano.',
        'Casi todos están en nuestra lista Mejores Nocauts del Año.')),
    ],
    related: [['PLAYLIST', 1]],
  },
  {
    // Scheduled: published the morning of fight day, so neither listed nor served before then.
    id: 13, realmId: 1, slug: 'how-to-watch-ringside-championship-12', sport: 'MMA', author: MARTA, hoursAgo: -12,
    headline: t(
      'How to watch Ringside Championship 12: Lima vs Okafor',
      'Como assistir ao Ringside Championship 12: Lima x Okafor',
      'Cómo ver Ringside Championship 12: Lima vs Okafor'),
    lead: t(
      'Start times, the main card and everything else you need for fight night in São Paulo.',
      'Horários, o card principal e tudo o que você precisa para a noite de lutas em São Paulo.',
      'Horarios, la cartelera estelar y todo lo que necesitas para la noche de peleas en São Paulo.'),
    body: [
      paragraph(t(
        'The prelims start three hours before the main event, live on Ringside. The main card follows with five fights, and Lima and Okafor are expected to walk out around midnight São Paulo time.',
        'O card preliminar começa três horas antes da luta principal, ao vivo na Ringside. Em seguida vem o card principal com cinco lutas, e Lima e Okafor devem entrar no octógono por volta da meia-noite, horário de São Paulo.',
        'El preliminar empieza tres horas antes de la pelea estelar, en directo en Ringside. Después llega la cartelera estelar con cinco combates, y Lima y Okafor saldrán hacia la medianoche, hora de São Paulo.')),
      heading(t('Main card', 'Card principal', 'Cartelera estelar')),
      paragraph(t(
        'Ana Beatriz Lima vs Maya Okafor, for the women’s bantamweight title, five rounds. Four more bouts complete the card, including the return of Chloe Martin.',
        'Ana Beatriz Lima x Maya Okafor, pelo cinturão do peso-galo feminino, em cinco rounds. Outras quatro lutas completam o card, incluindo a volta de Chloe Martin.',
        'Ana Beatriz Lima vs Maya Okafor, por el título del peso gallo femenino, a cinco asaltos. Otros cuatro combates completan la cartelera, entre ellos la vuelta de Chloe Martin.')),
      paragraph(t(
        'Ringside Championship 12 is a pay-per-view: buy it once and the replay is yours to keep.',
        'O Ringside Championship 12 é pay-per-view: compre uma vez e a reprise fica com você para sempre.',
        'Ringside Championship 12 es de pago por evento: cómpralo una vez y la repetición es tuya para siempre.')),
      liveEvent(4),
    ],
    related: [['LIVE_EVENT', 4]],
  },
];
