import type { SourceId } from '../sources';
import { SYMPTOM_ADVICE } from '../symptoms';

/**
 * Red flags said in words (CONTRACTS.md section 6, "Triage is the first gate"): what a person may write
 * when someone needs 911 now, and what the reply's first line says. The phrases are written as people
 * type them; the parser matches them loosely (accents, seseo, b/v, ll/y, a lost h, a letter or two off,
 * diminutives, voice-to-text splits) and skips a phrase denied just before it ("ya no me duele el pecho").
 * A `*` ends a stem: "desmay*" is "desmayó", "desmayada", "desmayos".
 */

export type RedFlagCode =
  | 'unresponsive'
  | 'seizure'
  | 'fainted'
  | 'stroke'
  | 'chest'
  | 'breathing'
  | 'confusion'
  | 'self_harm'
  | 'headache_vision'
  | 'pregnancy_pressure'
  | 'sglt2_ketoacidosis'
  | 'type1_vomiting'
  | 'persistent_vomiting'
  | 'fetal_movement'
  | 'poisoning';

export interface RedFlag {
  code: RedFlagCode;
  /** The reply's first line: what to do now. */
  text: string;
  /** The same for someone else the message speaks of. */
  forOther: string;
  phrases: readonly string[];
  source: SourceId;
}

const CALL_NOW = 'Llama al 911 ahora';

export const RED_FLAGS: readonly RedFlag[] = [
  {
    code: 'self_harm',
    text: 'Me importa mucho lo que me dices. ¿Estás a salvo en este momento? Si piensas en hacerte daño, llama ya a la Línea de la Vida, 800 911 2000 (gratis, las 24 horas), o al 911. No estás sola(o): busca ahora a alguien de confianza que te acompañe.',
    forOther:
      'Si esa persona habla de hacerse daño o de no querer vivir, no la dejes sola: llamen ya a la Línea de la Vida, 800 911 2000 (gratis, las 24 horas), o al 911 si está en peligro.',
    phrases: [
      'ya no quiero seguir',
      'ya no puedo seguir',
      'no quiero seguir viviendo',
      'ya no quiero vivir',
      'no quiero vivir',
      'quiero morirme',
      'me quiero morir',
      'quisiera morirme',
      'mejor me muero',
      'mejor morirme',
      'me quiero matar',
      'matarme',
      'quitarme la vida',
      'hacerme dano',
      'ya no vale la pena vivir',
      'no vale la pena vivir',
      'acabar con todo',
      'desaparecer para siempre',
      'no le veo caso a seguir viviendo',
      'diosito me recogiera',
      'dios me recogiera',
      'diosito me recoja',
      'dios me recoja',
      'que dios me lleve',
      'ya no ser una carga',
      'soy una carga',
      'no le veo caso a vivir',
      'no le veo sentido a seguir',
      'no le veo sentido a la vida',
      'no tiene caso seguir viviendo',
      'para que sigo viviendo',
      'para que vivo',
      'no tiene caso vivir',
      'sin ganas de vivir',
      'no tengo ganas de vivir',
      'ojala ya no despertar',
      'ojala no despertara',
      // Said of oneself as a wish: "quisiera dormirme y ya no despertar" (never a person who cannot be woken).
      'dormirme y ya no despertar',
      'dormirme y no despertar',
      'dormir y ya no despertar',
      'dormir y no despertar',
      'ya no despertar nunca',
      'no volver a despertar',
      'quisiera ya no despertar',
      'quisiera no despertar',
      'ya no quiero estar aqui',
      'seria mejor no estar',
      'mejor ya no estar',
      'mejor ni despertar',
      'mejor no despertar',
      'ya ni despertar',
      'ya no estar aqui',
      'ya no estar en este mundo',
      'mejor no existir',
      'ya no existir',
      'no quiero seguir aqui',
      'ya no le encuentro sentido a la vida',
      'mejor desaparecer',
      'quisiera desaparecer',
      'irme con diosito',
      'irme de este mundo',
      // An overdose thought of: "he pensado tomarme todas las pastillas juntas".
      'pensado tomarme todas',
      'pensado en tomarme todas',
      'quiero tomarme todas',
      'ganas de tomarme todas',
      'tomarme todas las pastillas para',
      'tomarme todas mis pastillas para',
      'tomarme todo el frasco',
      'tomarme toda la caja',
      'ponerme toda la insulina',
      'inyectarme toda la insulina',
      'cortarme las venas',
    ],
    source: 'linea-de-la-vida',
  },
  {
    code: 'unresponsive',
    text: `Qué hacer ahora: ${CALL_NOW}: que no despierte o no responda es una emergencia. Si tiene diabetes puede ser azúcar muy baja: si puede tragar, dale ½ vaso de jugo o refresco normal; si no puede tragar, nada por la boca y ponla de lado. Si tiene glucagón recetado, que alguien se lo aplique.`,
    forOther: `Para esa persona: ${CALL_NOW}: que no despierte o no responda es una emergencia. Si tiene diabetes puede ser azúcar muy baja: si puede tragar, ½ vaso de jugo o refresco normal; si no, nada por la boca y de lado; glucagón si se lo recetaron.`,
    phrases: [
      'no despierta',
      'no se despierta',
      'no la puedo despertar',
      'no lo puedo despertar',
      'no se puede despertar',
      'no puedo despertarla',
      'no puedo despertarlo',
      'no reacciona',
      'no responde',
      'inconsciente',
      'perdio el conocimiento',
      'no vuelve en si',
    ],
    source: 'ada-soc-6-hypoglycemia',
  },
  {
    code: 'seizure',
    text: `Qué hacer ahora: ${CALL_NOW}: una convulsión es una emergencia. Ponla de lado, quita lo que pueda lastimarla y no le metas nada a la boca. Si tiene diabetes y glucagón recetado, que alguien se lo aplique.`,
    forOther: `Para esa persona: ${CALL_NOW}: una convulsión es una emergencia. De lado, nada en la boca; glucagón si tiene diabetes y se lo recetaron.`,
    phrases: ['convulsi*', 'le dio un ataque', 'se puso tieso', 'se puso tiesa', 'echando espuma'],
    source: 'ada-soc-6-hypoglycemia',
  },
  {
    code: 'fainted',
    text: `Qué hacer ahora: ${CALL_NOW} si se desmayó y no vuelve en sí, o si se golpeó. Si tiene diabetes y puede tragar, ½ vaso de jugo o refresco normal; si no puede tragar, nada por la boca y de lado.`,
    forOther: `Para esa persona: ${CALL_NOW} si se desmayó y no vuelve en sí. Si tiene diabetes y puede tragar, ½ vaso de jugo o refresco normal; si no, nada por la boca y de lado.`,
    phrases: ['desmay*', 'me desvaneci', 'se desvanecio', 'perdi el sentido', 'se cayo y no', 'me cai y no'],
    source: 'ada-soc-6-hypoglycemia',
  },
  {
    code: 'stroke',
    text: SYMPTOM_ADVICE.stroke.text,
    forOther: `Para esa persona: ${SYMPTOM_ADVICE.stroke.text}`,
    phrases: [
      'hablo chueco',
      'habla chueco',
      'hablo raro',
      'habla raro',
      'hablo trabado',
      'habla trabado',
      'arrastra las palabras',
      'no puede hablar',
      'no puedo hablar',
      'no le entiendo lo que dice',
      'boca chueca',
      'boca torcida',
      'cara caida',
      'se le cayo la cara',
      'se me cayo la cara',
      'se le torcio la boca',
      'se me torcio la boca',
      'no puedo mover el brazo',
      'no puede mover el brazo',
      'no puedo mover la pierna',
      'no puede mover la pierna',
      'se me durmio la mitad',
      'se le durmio la mitad',
      'se me durmio el brazo',
      'se le durmio el brazo',
      'un lado dormido',
      'lado del cuerpo dormido',
      'mitad del cuerpo',
      'no siento el brazo',
      'no siento la pierna',
      'no puedo levantar el brazo',
      'no puede levantar el brazo',
      'no puedo mover la mano',
      'no puede mover la mano',
      'debil de un lado',
      'debil del lado',
      'debilidad de un lado',
      'se me cae la cuchara',
      'se le cae la cuchara',
      'se me caen las cosas de la mano',
      'boca de lado',
      'brazo muerto',
      'mano muerta',
      'pierna muerta',
      'no puedo mover brazo',
      'no puedo mover pierna',
      'lado muerto',
    ],
    source: 'asa-stroke-signs',
  },
  {
    code: 'fetal_movement',
    text: 'Qué hacer ahora: si el bebé se mueve menos que de costumbre, ve hoy mismo, ahora, a urgencias obstétricas o a tu clínica para que lo revisen; no esperes a tu próxima consulta. Acuéstate del lado izquierdo y fíjate en sus movimientos mientras llegas.',
    forOther:
      'Para esa persona: si el bebé se mueve menos que de costumbre, que vaya hoy mismo, ahora, a urgencias obstétricas o a su clínica; que no espere a su próxima consulta.',
    phrases: [
      'no se mueve el bebe',
      'no se mueve mi bebe',
      'ya no se mueve',
      'casi no se mueve',
      'no siento que se mueva',
      'no he sentido que se mueva',
      'no lo siento moverse',
      'no siento al bebe',
      'no siento a mi bebe',
      'se mueve menos',
      'dejo de moverse',
    ],
    source: 'rcog-2011-reduced-fetal-movements',
  },
  {
    code: 'poisoning',
    text: `Qué hacer ahora: ${CALL_NOW} o al Centro de Información Toxicológica (800 009 2800, gratis): que alguien, sobre todo un niño, se trague pastillas que no son suyas es una emergencia aunque se vea bien. No le provoques el vómito; ten a la mano la caja de las pastillas. Si tiene sueño, suda o tiembla, puede ser azúcar baja: si puede tragar, dale ½ vaso de jugo.`,
    forOther: `Para esa persona: ${CALL_NOW} o al Centro de Información Toxicológica (800 009 2800, gratis): tragarse pastillas que no son suyas es una emergencia aunque se vea bien. No le provoquen el vómito; tengan a la mano la caja.`,
    phrases: [
      'se comio unas pastillas',
      'se comio mis pastillas',
      'se comio las pastillas',
      'se tomo mis pastillas',
      'se tomo unas pastillas',
      'se trago unas pastillas',
      'se trago mis pastillas',
      'se trago las pastillas',
      'se comio mi medicina',
      'se tomo mi medicina',
    ],
    source: 'aap-poison-prevention',
  },
  {
    code: 'chest',
    text: SYMPTOM_ADVICE.heart.text,
    forOther: `Para esa persona: ${SYMPTOM_ADVICE.heart.text}`,
    phrases: [
      'dolor de pecho',
      'dolor en el pecho',
      'me duele el pecho',
      'le duele el pecho',
      'ardor en el pecho',
      'me arde el pecho',
      'le arde el pecho',
      'presion en el pecho',
      'opresion en el pecho',
      'me aprieta el pecho',
      'le aprieta el pecho',
      'peso en el pecho',
      'dolor en el brazo izquierdo',
      'me duele el brazo izquierdo',
      'dolor en la quijada',
    ],
    source: 'aha-heart-attack-signs',
  },
  {
    code: 'breathing',
    text: `Qué hacer ahora: ${CALL_NOW} o ve a urgencias: que falte mucho el aire o se respire muy rápido es una emergencia. No manejes; pide que alguien te lleve.`,
    forOther: `Para esa persona: ${CALL_NOW} o llévenla a urgencias: que le falte mucho el aire o respire muy rápido es una emergencia.`,
    phrases: [
      'no puedo respirar',
      'no puede respirar',
      'me ahogo',
      'se ahoga',
      'me falta el aire',
      'le falta el aire',
      'falta de aire',
      'respira muy rapido',
      'respiro muy rapido',
      'respira muy agitado',
    ],
    source: 'aha-heart-attack-signs',
  },
  {
    code: 'confusion',
    text: `Qué hacer ahora: ${CALL_NOW}: la confusión de repente es una emergencia. Si tiene diabetes, piensa primero en azúcar baja: si puede tragar, ½ vaso de jugo o refresco normal; si no puede tragar, nada por la boca y de lado; glucagón si se lo recetaron.`,
    forOther: `Para esa persona: ${CALL_NOW}: la confusión de repente es una emergencia. Si tiene diabetes, piensen en azúcar baja: si puede tragar, ½ vaso de jugo o refresco normal; si no, nada por la boca y de lado.`,
    phrases: [
      'esta confundido',
      'esta confundida',
      'estoy confundido',
      'estoy confundida',
      'no sabe donde esta',
      'no se donde estoy',
      'dice cosas sin sentido',
      'desorientad*',
      'como ida',
      'como ido',
      'muy somnolient*',
      'no me reconoce',
    ],
    source: 'ada-soc-6-hypoglycemia',
  },
];
