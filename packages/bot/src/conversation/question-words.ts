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
