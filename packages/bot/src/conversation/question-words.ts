/** Words that carry no topic: without them "¿y el mango?" is "mango". */
export const STOP_WORDS = new Set(
  (
    'a al algo con de del el en es esta este eso esto la las le lo los me mi mis muy no o para pero por que ' +
    'se si sin su sus te tu un una unos unas y ya yo como cuanto cuanta cuantos cuantas cual cuando puedo ' +
    'puede debo tengo hay hace hacer oiga oye mija doctor doctora doctorcito bueno malo bien mal ' +
    // Who it is for says nothing of the topic: "¿qué le doy de cenar a mi esposo?" is about dinner.
    'doy dar esposo esposa marido senora mama hijo hija hermano hermana suegra abuela abuelo nieto nieta ' +
    // Nor does when: "¿qué puedo cenar hoy?" is about dinner.
    'hoy ahorita ahora luego rato'
  ).split(' '),
);

/**
 * A question asked without its mark, as people dictate ("me la tomo ahorita", "le puedo dar de mi
 * metformina a mi esposo", "se me acabo la insulina que hago"): asking words, or a medicine missed or run
 * out of.
 */
export const ASKS_WITHOUT_MARK =
  /\b(puedo|podemos|puede|debo|debe|deberia|me (la|lo|las|los) tomo|(la|lo) tomo|me (la|lo) pongo|que hago|que le hago|que le doy|que me tomo|que como|sirve|es bueno|es malo|se vale|hay que|tengo que|esta bien (que|si)|como le hago)\b/;
export const MEDICINE_MISSED_OR_OUT =
  /\b(se me (olvido|olvidaron|paso|pasaron|acabo|acabaron|termino|terminaron)|olvide|no me (la |lo |las |los )?(tome|puse)|ya no tengo|no me surtieron|no hay)\b/;
