import { siteConfig } from '../../../lib/site-config';
import { LegalSection } from './legal-page';

const PRIVACY_EMAIL = 'privacidad@vitalia.mx';

/** Aviso de privacidad, sections 6 to 12: ARCO rights, revocation, storage, security, law, changes. */
export function PrivacyRightsSections() {
  const name = siteConfig.productName;
  const mail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;
  return (
    <>
      <LegalSection title="6. Derechos ARCO: cómo ejercerlos">
        <p>
          Tienes derecho a <strong>Acceder</strong> a tus datos personales, a pedir su{' '}
          <strong>Rectificación</strong> si son inexactos o incompletos, su <strong>Cancelación</strong>{' '}
          cuando consideres que no se requieren para las finalidades de este aviso, y a{' '}
          <strong>Oponerte</strong> a su tratamiento para fines específicos (derechos ARCO).
        </p>
        <p>Para ejercerlos, envía un correo a {mail} que contenga:</p>
        <ol>
          <li>
            tu nombre completo y el correo o número de WhatsApp con el que te registraste, para responderte;
          </li>
          <li>
            una copia de una identificación oficial vigente o, si lo hace alguien en tu nombre, el documento
            que acredite su representación;
          </li>
          <li>
            la descripción clara y precisa de los datos sobre los que quieres ejercer tu derecho y del derecho
            que ejerces;
          </li>
          <li>cualquier otro dato que nos ayude a localizar tu información;</li>
          <li>
            en caso de rectificación, las correcciones que solicitas y, si aplica, el documento que las
            respalde.
          </li>
        </ol>
        <p>
          Te responderemos en un plazo máximo de <strong>20 días hábiles</strong> contados desde que recibamos
          tu solicitud completa. Si resulta procedente, la haremos efectiva dentro de los quince días hábiles
          siguientes a nuestra respuesta. Si tu solicitud está incompleta, te pediremos la información
          faltante. El ejercicio de estos derechos es gratuito.
        </p>
        <p>También puedes ejercerlos tú mismo, al momento, desde tu panel:</p>
        <ul>
          <li>
            <strong>Acceso:</strong> en Mi Perfil, «Mis datos» descarga todo lo que guardamos de ti (JSON) y
            tus lecturas en formato FHIR para sistemas clínicos; en Métricas, tus lecturas en CSV.
          </li>
          <li>
            <strong>Rectificación:</strong> corrige o borra cualquier lectura en Métricas y tus datos en Mi
            Perfil.
          </li>
          <li>
            <strong>Cancelación:</strong> «Eliminar mi cuenta» en Mi Perfil borra de inmediato tus datos y
            cancela tu suscripción; solo conservamos, sin nombre, correo ni teléfono, el registro de los
            consentimientos que nos diste, como la ley nos pide.
          </li>
          <li>
            <strong>Oposición:</strong> en «Usos de mis datos» puedes dejar de recibir recordatorios o
            reportes semanales, o que avisemos a tus cuidadores de tus valores de crisis. Cada cambio queda
            registrado con su fecha en tu historial de consentimientos.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="7. Revocación del consentimiento">
        <p>
          Puedes revocar en cualquier momento el consentimiento que nos diste, siguiendo el mismo
          procedimiento del apartado anterior. Ten en cuenta que si revocas el consentimiento para las
          finalidades primarias ya no podremos prestarte el servicio, y que en algunos casos la ley nos obliga
          a conservar cierta información por un tiempo.
        </p>
        <p>
          Para limitar el uso de tus datos sin cancelar tu cuenta, escribe BAJA en el chat para dejar de
          recibir recordatorios, reportes y alertas (ALTA para reactivarlos), apaga cada uso en «Usos de mis
          datos» de Mi Perfil, o pídenos por correo que dejemos de enviarte comunicaciones.
        </p>
      </LegalSection>

      <LegalSection title="8. Cookies y almacenamiento local">
        <p>
          {name} no usa cookies de publicidad ni de rastreo. Cuando inicias sesión, guardamos en el
          almacenamiento local de tu navegador únicamente un token de sesión que te mantiene conectado; se
          elimina al cerrar sesión.
        </p>
      </LegalSection>

      <LegalSection title="9. Medidas de seguridad">
        <p>
          Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger tus datos contra
          daño, pérdida, alteración o acceso no autorizado, entre ellas:
        </p>
        <ul>
          <li>contraseñas guardadas con una función hash, nunca en texto legible;</li>
          <li>cifrado de la información en tránsito (HTTPS/TLS);</li>
          <li>acceso a los sistemas restringido al personal autorizado que lo necesita para su trabajo.</li>
        </ul>
      </LegalSection>

      <LegalSection title="10. Marco legal">
        <p>
          Tratamos tus datos conforme a la Ley Federal de Protección de Datos Personales en Posesión de los
          Particulares, publicada en el Diario Oficial de la Federación el 20 de marzo de 2025, y demás
          disposiciones aplicables. Los registros de salud de {name} son un registro personal de autocuidado y
          no constituyen un expediente clínico; cuando los compartas con tu médico, él será responsable de su
          integración y resguardo conforme a la NOM-004-SSA3-2012, Del expediente clínico.
        </p>
        <p>
          Si consideras que tu derecho a la protección de datos personales ha sido vulnerado, puedes acudir a
          la autoridad competente en la materia.
        </p>
      </LegalSection>

      <LegalSection title="11. Cambios a este aviso">
        <p>
          Podemos modificar este aviso por cambios legales, en nuestros servicios o en nuestras prácticas de
          privacidad. Publicaremos cada nueva versión en esta página, con su número de versión y fecha de
          actualización, y te avisaremos por correo o por WhatsApp cuando los cambios sean relevantes. Si un
          cambio requiere tu consentimiento, te lo pediremos de nuevo.
        </p>
      </LegalSection>
    </>
  );
}
