import { siteConfig } from '../../../lib/site-config';
import { LegalSection } from './legal-page';

/** Aviso de privacidad, sections 1 to 5: who is responsible, what data, consent, purposes, transfers. */
export function PrivacyDataSections() {
  const name = siteConfig.productName;
  return (
    <>
      <LegalSection title="1. Identidad del responsable">
        <p>
          {name} (en adelante, «{name}» o «el responsable») es responsable del tratamiento de tus datos
          personales y de su protección. Para cualquier asunto relacionado con este aviso puedes escribirnos a{' '}
          <a href="mailto:privacidad@vitalia.mx">privacidad@vitalia.mx</a>.
        </p>
      </LegalSection>

      <LegalSection title="2. Datos personales que recabamos">
        <p>Para prestarte el servicio tratamos las siguientes categorías de datos:</p>
        <ul>
          <li>
            <strong>Identificación:</strong> nombre, apellidos y fecha de nacimiento.
          </li>
          <li>
            <strong>Contacto:</strong> número de teléfono de WhatsApp, el nombre de tu perfil de WhatsApp y,
            si lo agregas, tu correo electrónico.
          </li>
          <li>
            <strong>Cuenta:</strong> tu contraseña (guardada únicamente de forma cifrada mediante una función
            hash), tu zona horaria y tus preferencias de recordatorios.
          </li>
          <li>
            <strong>Salud:</strong> lecturas de glucosa, presión arterial, peso y frecuencia cardiaca, los
            medicamentos y horarios que registres, otros indicadores que decidas capturar y los mensajes que
            envías al asistente.
          </li>
          <li>
            <strong>Pago:</strong> el estado de tu suscripción. Los datos de tu tarjeta los recibe y resguarda
            directamente Stripe; {name} no almacena el número completo de tu tarjeta.
          </li>
        </ul>
        <p>
          <strong>WhatsApp es uno de los medios por los que recibimos tus datos de salud:</strong> las
          lecturas, síntomas y demás mensajes que escribes al asistente de {name} por WhatsApp nos llegan a
          través de ese servicio y los guardamos en tu cuenta, igual que los que capturas en el panel web.
        </p>
      </LegalSection>

      <LegalSection title="3. Datos personales sensibles y tu consentimiento">
        <p>
          Tus datos de salud son <strong>datos personales sensibles</strong> en términos de la Ley Federal de
          Protección de Datos Personales en Posesión de los Particulares, por lo que para tratarlos requerimos
          tu <strong>consentimiento expreso</strong>. Este consentimiento lo otorgas al registrarte: en el
          formulario de registro, donde se te muestra este aviso, o en el chat de WhatsApp, donde el asistente
          te envía el enlace a este aviso y te pregunta si aceptas antes de guardar cualquier dato tuyo
          (respondes «Acepto» o «No acepto»). Guardamos la versión del aviso que aceptaste, la fecha y hora en
          que lo hiciste y el medio (web o WhatsApp). Si no aceptas, no guardamos nada de lo que escribiste.
        </p>
      </LegalSection>

      <LegalSection title="4. Finalidades del tratamiento">
        <p>
          <strong>Finalidades primarias</strong>, necesarias para prestarte el servicio:
        </p>
        <ul>
          <li>crear y administrar tu cuenta y verificar tu identidad al iniciar sesión;</li>
          <li>recibir, interpretar y guardar las lecturas que envías por WhatsApp;</li>
          <li>enviarte recordatorios, alertas y recomendaciones generales de salud;</li>
          <li>mostrarte tus métricas, reportes e historial en el panel;</li>
          <li>permitir el acceso a tus registros a las personas que tú autorices;</li>
          <li>gestionar el cobro de tu suscripción y atender tus solicitudes y aclaraciones;</li>
          <li>cumplir las obligaciones legales aplicables.</li>
        </ul>
        <p>
          <strong>Finalidades secundarias</strong>, que no son necesarias para el servicio:
        </p>
        <ul>
          <li>enviarte encuestas de satisfacción e información sobre novedades de {name};</li>
          <li>
            elaborar estadísticas con información disociada, que no permite identificarte, para mejorar el
            servicio.
          </li>
        </ul>
        <p>
          Si no deseas que tratemos tus datos para las finalidades secundarias, escríbenos a{' '}
          <a href="mailto:privacidad@vitalia.mx">privacidad@vitalia.mx</a> en cualquier momento. Tu negativa
          no afectará el servicio que recibes.
        </p>
      </LegalSection>

      <LegalSection title="5. Transferencias y encargados">
        <p>
          No vendemos ni rentamos tus datos personales. Solo los <strong>transferimos</strong> a las personas
          que tú autorices expresamente (tus médicos o familiares) mediante los permisos de tu panel, y puedes
          retirar esos permisos cuando quieras. También podemos comunicarlos a autoridades competentes cuando
          una ley o un mandato judicial así lo exija.
        </p>
        <p>
          Para operar el servicio nos apoyamos en <strong>encargados</strong> que tratan tus datos por cuenta
          nuestra, únicamente para las finalidades de este aviso y bajo obligaciones de confidencialidad:
        </p>
        <ul>
          <li>
            un proveedor de infraestructura en la nube, donde se alojan la aplicación y la base de datos;
          </li>
          <li>Stripe, para procesar los pagos de la suscripción;</li>
          <li>
            Meta Platforms, Inc., a través de WhatsApp, para enviar y recibir los mensajes del asistente.
          </li>
          <li>
            el proveedor de reconocimiento de voz que tengamos contratado, que convierte en texto los mensajes
            de voz que envías al asistente; no guardamos el audio.
          </li>
        </ul>
      </LegalSection>
    </>
  );
}
