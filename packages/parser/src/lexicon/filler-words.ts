/**
 * Words that carry no content in a reading message. A message made only of these, context words
 * and one number is a "bare number" (see README: how ambiguous numbers are decided). They also
 * can never be the name of a custom indicator.
 */
export const FILLER_WORDS: readonly string[] = (
  'de del la el lo le les los me te se mi mis tu su sus un una unos unas y o e a al en con por para que q ' +
  'es fue era son esta estaba estoy este esto eso ando anda andaba andamos hoy ayer antier anteayer ahora ahorita manana tarde ' +
  'noche anoche antenoche madrugada mediodia salio sali salieron salia dio dieron marco marca marque marcaba arrojo registro ' +
  'registre tengo tuve traigo tenia tiene quedo quede nivel niveles medicion mediciones lectura resultado dato ' +
  'datos valor cifra aqui aca va ok okay listo ya bien muy poco algo casi como aprox aproximadamente alrededor ' +
  'mas menos hola buenos buenas dias tardes noches buen gracias doctor doctora doc dr dra favor porfa ' +
  'porfavor si no pues bueno mande envio mando reporto anoto anota apunta apuntame guarda guardar registra ' +
  'registrar volvi volvio vuelvo tome tomo medi medir medimos checamos checo cheque checar checaron chequeo hice hizo saque tambien tmb ahi ' +
  'entonces pero solo nomas apenas todavia aun sigo sigue seguimos le dejo hay estan sale dice decia ' +
  'siento sentia amanezco late latiendo exactamente cerca salir sobre senorita senora senor joven ' +
  'enfermera enfermero licenciada licenciado lic mija mijo oiga oye mire fijese informo comento comparto ' +
  'porque claro yo ella usted ud mama mami papa papi esposo esposa marido hijo hija abuelo abuela abuelita ' +
  'abuelito suegra suegro tia tio hermano hermana paciente nuevo nueva'
).split(' ');

/** Words that correct an earlier value: "perdón, 104", "no era 140, era 104", "error, quise decir 98". */
export const CORRECTION_WORDS: readonly string[] = (
  'perdon perdona perdoname disculpa disculpe disculpen error corrijo correccion corrige corregir quise ' +
  'decir digo sino mejor equivoque equivoco equivocado equivocada'
).split(' ');

/** Meals named on their own ("desayuno 140 comida 170 cena 160"): the numbers next to them are glucose. */
export const MEAL_WORDS: readonly string[] = 'desayuno comida cena almuerzo merienda colacion'.split(' ');
