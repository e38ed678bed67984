/** The sign-up and login messages of SPEC.md sections 5 and 8, shared by the web form and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The first name asked at sign-up, trimmed (the chat's sign-up takes the same length). */
export const FIRST_NAME_MAX_LENGTH = 60;

export const AUTH_MESSAGES = {
  registerMissing: 'Por favor completa todos los campos.',
  phoneInvalid: 'Número de teléfono inválido.',
  phoneInvalidInline: 'Número inválido para el país seleccionado',
  passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  passwordTooLong: `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres.`,
  passwordMismatch: 'Las contraseñas no coinciden.',
  emailInvalid: 'El correo electrónico no es válido.',
  firstNameMissing: 'Escribe tu nombre, para saber cómo llamarte.',
  firstNameTooLong: `Tu nombre puede tener hasta ${FIRST_NAME_MAX_LENGTH} caracteres.`,
  loginMissing: 'Por favor completa ambos campos.',
  notAnObject: 'El cuerpo de la solicitud debe ser un objeto JSON.',
  notText: (field: string) => `El campo «${field}» debe ser texto.`,
} as const;
