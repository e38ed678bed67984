import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { siteConfig } from '../../lib/site-config';
import { PayLinkFrame } from './pay-link-frame';

/** /pagar/gracias: where a relative's payment returns (Stripe's success address, or the test page's). */
export default function PayLinkThanksPage() {
  return (
    <PayLinkFrame title="¡Gracias por tu pago!">
      <div className="space-y-4 text-base text-slate-800">
        <p>
          Si pagaste con tarjeta, los meses ya se sumaron a su plan de {siteConfig.productName}. Si elegiste
          OXXO o transferencia SPEI, se suman en cuanto se acredite el pago.
        </p>
        <p>La persona para quien pagaste verá tu nombre y la fecha en su página de Pagos.</p>
        <Link to="/" className={buttonClass('secondary')}>
          Conoce {siteConfig.productName}
        </Link>
      </div>
    </PayLinkFrame>
  );
}
