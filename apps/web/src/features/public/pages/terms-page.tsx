import { Link } from 'react-router';
import { TERMS_DATE } from '@vitalia/contracts/legal';
import { siteConfig } from '../../../lib/site-config';
import { formatLegalDate, LegalPage, LegalSection } from '../legal/legal-page';

const CONTACT_EMAIL = 'hola@vitalia.mx';

/** Términos y Condiciones (SPEC.md section 2): static text; price and trial come from siteConfig. */
export default function TermsPage() {
  const { productName: name, priceMxn, trialDays } = siteConfig;
  return (
    <LegalPage
      title="Términos y Condiciones"
      meta={<p>Última actualización: {formatLegalDate(TERMS_DATE)}</p>}
    >
      <p>
        Estos Términos y Condiciones regulan el uso del servicio {name} (en adelante, «{name}», «nosotros» o
        «el Servicio»), que comprende el asistente de salud por WhatsApp, el sitio web y el panel de usuario.
        Te pedimos leerlos con atención: al registrarte o usar el Servicio manifiestas que los conoces y los
        aceptas.
      </p>

      <LegalSection title="1. Descripción del servicio">
        <p>
          {name} es una herramienta de autocuidado que te permite registrar por mensaje de WhatsApp tus
          lecturas de glucosa, presión arterial, peso, frecuencia cardiaca y otros indicadores; recibir
          recordatorios, alertas y recomendaciones generales de salud; y consultar tus métricas e historial en
          un panel web.
        </p>
      </LegalSection>

      <LegalSection title="2. El Servicio no sustituye la atención médica">
        <p>
          <strong>
            {name} no sustituye la consulta médica profesional, el diagnóstico ni el tratamiento de un médico,
            ni la atención de urgencias.
          </strong>{' '}
          Las alertas y recomendaciones son orientativas y de carácter general, aun cuando se basan en guías
          clínicas reconocidas; no constituyen un diagnóstico ni una prescripción. No suspendas, modifiques ni
          inicies ningún tratamiento sin consultar a tu médico.
        </p>
        <p>
          Si presentas síntomas graves o crees estar ante una emergencia,{' '}
          <strong>llama de inmediato al 911</strong> o acude al servicio de urgencias más cercano. No utilices{' '}
          {name} para solicitar ayuda en una emergencia.
        </p>
      </LegalSection>

      <LegalSection title="3. Registro y cuenta">
        <ul>
          <li>Debes ser mayor de 18 años o contar con la autorización de tu madre, padre o tutor.</li>
          <li>
            Te comprometes a proporcionar información verdadera y actualizada, en particular tu correo y el
            número de WhatsApp desde el que usarás el Servicio.
          </li>
          <li>
            Eres responsable de mantener la confidencialidad de tu contraseña y de toda actividad realizada
            con tu cuenta. Avísanos de inmediato si detectas un uso no autorizado.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Uso de WhatsApp">
        <p>
          El Servicio opera a través de WhatsApp, una plataforma de Meta Platforms, Inc., por lo que su uso
          también está sujeto a los términos de esa plataforma. {name} no controla la disponibilidad de
          WhatsApp ni de tu conexión a internet. Puedes escribir BAJA para dejar de recibir recordatorios y
          ALTA para reactivarlos.
        </p>
      </LegalSection>

      <LegalSection title="5. Suscripción, precio y prueba gratuita">
        <ul>
          <li>
            El precio de la suscripción es de <strong>{priceMxn} MXN al mes, IVA incluido</strong>.
          </li>
          <li>
            Al registrarte disfrutas de <strong>{trialDays} días de prueba gratis</strong>, sin necesidad de
            registrar una tarjeta de crédito. Al terminar la prueba, para seguir usando el Servicio deberás
            contratar la suscripción.
          </li>
          <li>
            La suscripción se cobra a tu tarjeta de crédito o débito a través de Stripe, nuestro procesador de
            pagos, mediante un <strong>cargo recurrente mensual</strong> que se renueva automáticamente cada
            periodo <strong>hasta que la canceles</strong>.
          </li>
          <li>
            Puedes <strong>cancelar en cualquier momento desde tu panel</strong>, en la sección Pagos. La
            cancelación surte efecto al final del periodo ya pagado: conservarás el acceso hasta esa fecha y
            no se realizarán nuevos cargos. No hay penalización por cancelar.
          </li>
          <li>
            Los periodos ya pagados no son reembolsables, salvo en los casos previstos por la Ley Federal de
            Protección al Consumidor.
          </li>
          <li>
            Si el precio cambia, te lo avisaremos con al menos 30 días naturales de anticipación; el nuevo
            precio se aplicará a partir del siguiente periodo y podrás cancelar antes si no estás de acuerdo.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="6. Uso aceptable">
        <p>Te comprometes a no usar el Servicio para:</p>
        <ul>
          <li>registrar información de otra persona sin su consentimiento;</li>
          <li>enviar contenido ilícito, ofensivo o que no tenga relación con tu salud;</li>
          <li>intentar acceder sin autorización a los sistemas o a la información de otros usuarios;</li>
          <li>
            revender, copiar o explotar comercialmente el Servicio sin nuestra autorización por escrito.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="7. Tu información de salud y el expediente clínico">
        <p>
          Los registros que haces en {name} son un registro personal de autocuidado y no constituyen un
          expediente clínico en los términos de la Norma Oficial Mexicana NOM-004-SSA3-2012, Del expediente
          clínico. Si compartes tus registros con tu médico, será él quien decida si los integra a tu
          expediente clínico conforme a dicha norma.
        </p>
        <p>
          Solo tú y las personas que autorices (médicos o familiares), mediante los permisos de tu panel,
          pueden ver tus registros. El tratamiento de tus datos se rige por nuestro{' '}
          <Link to="/privacy-policy">Aviso de privacidad</Link>.
        </p>
      </LegalSection>

      <LegalSection title="8. Propiedad intelectual">
        <p>
          La marca {name}, su logotipo, el software, los textos y el diseño del Servicio son propiedad de{' '}
          {name} o de sus licenciantes. Tus registros de salud te pertenecen; nos otorgas únicamente el
          permiso necesario para tratarlos con el fin de prestarte el Servicio.
        </p>
      </LegalSection>

      <LegalSection title="9. Limitación de responsabilidad">
        <p>
          Hacemos nuestro mejor esfuerzo para que el Servicio esté disponible y funcione correctamente, pero
          no garantizamos que esté libre de interrupciones o errores. En la medida que lo permita la ley,{' '}
          {name} no será responsable por decisiones de salud tomadas sin consultar a un profesional, por
          lecturas mal capturadas ni por fallas de WhatsApp, de tu dispositivo o de tu conexión.
        </p>
      </LegalSection>

      <LegalSection title="10. Suspensión y terminación">
        <p>
          Podemos suspender o cancelar tu cuenta si incumples estos términos, previo aviso cuando sea posible.
          Tú puedes dejar de usar el Servicio y cancelar tu suscripción en cualquier momento.
        </p>
      </LegalSection>

      <LegalSection title="11. Cambios a estos términos">
        <p>
          Podemos actualizar estos términos. Publicaremos la nueva versión en esta página con su fecha de
          actualización y, si el cambio es importante, te avisaremos por correo o por WhatsApp antes de que
          entre en vigor.
        </p>
      </LegalSection>

      <LegalSection title="12. Legislación aplicable y jurisdicción">
        <p>
          Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para cualquier
          controversia, las partes se someten a los tribunales competentes de la Ciudad de México, sin
          perjuicio de tu derecho a acudir a la Procuraduría Federal del Consumidor (PROFECO).
        </p>
      </LegalSection>

      <LegalSection title="13. Contacto">
        <p>
          Si tienes dudas sobre estos términos, escríbenos a{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
