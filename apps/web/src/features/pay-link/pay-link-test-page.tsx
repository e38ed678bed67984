import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { ErrorBox } from '../../components/ui/error-box';
import { siteConfig } from '../../lib/site-config';
import {
  fetchPayLinkTestCheckout,
  payPayLinkTestCheckout,
  settlePayLinkTestCheckout,
} from '../member/api/pay-links-api';
import { openSitePage } from '../member/payments/site-pages';
import { TestPrepaidCheckoutView } from '../member/payments/test-prepaid-checkout';
import { PayLinkFrame, withQueryClient } from './pay-link-frame';

/**
 * /pagar/:code/prueba?session=…: the local test mode's checkout of a relative's payment, reached by the
 * link's code (no session): "Pagar", then by OXXO or SPEI the test voucher and its buttons, through the
 * same code Stripe's events drive.
 */
function PayLinkTestPage() {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const id = params.get('session') ?? '';
  const checkout = useQuery({
    queryKey: ['pay-link', code, 'test', id],
    queryFn: ({ signal }) => fetchPayLinkTestCheckout(code, id, signal),
    enabled: id !== '',
    retry: false,
  });
  const linkPage = `/pagar/${code}`;
  const prepaid = checkout.data?.prepago;
  return (
    <PayLinkFrame title={`Pagar meses de ${siteConfig.productName}`}>
      <p className="mb-4 text-base text-slate-700">Pago de prueba: ninguna tarjeta se usa y nada se cobra.</p>
      {!id || checkout.isError || (checkout.data && !prepaid) ? (
        <ErrorBox message={checkout.error?.message ?? 'Sesión de pago no encontrada.'} />
      ) : checkout.isPending ? (
        <p role="status" className="text-base text-slate-500">
          Cargando…
        </p>
      ) : (
        <TestPrepaidCheckoutView
          checkout={prepaid!}
          actions={{
            pay: (metodo) => payPayLinkTestCheckout(code, id, metodo),
            settle: (pagado) => settlePayLinkTestCheckout(code, id, pagado),
          }}
          cancelHref={linkPage}
          backLabel="Volver al enlace"
          go={(url) => openSitePage(url, linkPage)}
          refresh={() => checkout.refetch()}
        />
      )}
    </PayLinkFrame>
  );
}

export default withQueryClient(PayLinkTestPage);
