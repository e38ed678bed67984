import { Link } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { AmexBadge, MastercardBadge, StripeBadge, VisaBadge } from './brand-badges';
import { ChatLink, DemoNumberNote } from './chat-cta';
import { FacebookIcon, InstagramIcon, MailIcon, XLogoIcon } from './icons';
import { Logo } from '../../../components/ui/logo';

const CONTACT_EMAIL = 'hola@vitalia.mx';

const SOCIAL_LINKS = [
  { label: 'Vitalia en Facebook', href: 'https://www.facebook.com/vitaliamx', Icon: FacebookIcon },
  { label: 'Vitalia en Instagram', href: 'https://www.instagram.com/vitaliamx', Icon: InstagramIcon },
  { label: 'Vitalia en X (Twitter)', href: 'https://x.com/vitaliamx', Icon: XLogoIcon },
];

const PAYMENT_BADGES = [
  { key: 'stripe', Badge: StripeBadge },
  { key: 'visa', Badge: VisaBadge },
  { key: 'mastercard', Badge: MastercardBadge },
  { key: 'amex', Badge: AmexBadge },
];

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center rounded text-slate-300 underline-offset-4 transition hover:text-white hover:underline';

function FooterHeading({ children }: { children: string }) {
  return <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{children}</h2>;
}

/** Shared footer of the public pages (SPEC.md section 2, Public layout). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed">
            Tu asistente de salud por WhatsApp: registra tu glucosa, presión y peso con un mensaje y recibe
            alertas y recomendaciones al momento.
          </p>
          <ul className="flex gap-3" aria-label="Redes sociales">
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition hover:bg-brand-700 hover:text-white"
                >
                  <Icon className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Enlaces del sitio" className="space-y-4">
          <FooterHeading>Vitalia</FooterHeading>
          <ul className="space-y-1 text-sm">
            <li>
              <ChatLink className={linkClass}>Inicio</ChatLink>
            </li>
            <li>
              <Link to="/signup" className={linkClass}>
                Regístrate
              </Link>
            </li>
            <li>
              <Link to="/faq" className={linkClass}>
                Preguntas frecuentes
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-label="Información legal" className="space-y-4">
          <FooterHeading>Legal</FooterHeading>
          <ul className="space-y-1 text-sm">
            <li>
              <Link to="/terms-conditions" className={linkClass}>
                Términos y condiciones
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                Aviso de privacidad
              </Link>
            </li>
          </ul>
        </nav>

        <div className="col-span-2 space-y-4 lg:col-span-1">
          <FooterHeading>Contacto</FooterHeading>
          <a href={`mailto:${CONTACT_EMAIL}`} className={`${linkClass} gap-2 text-sm`}>
            <MailIcon className="h-5 w-5" />
            {CONTACT_EMAIL}
          </a>
        </div>
      </div>

      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pb-8 sm:flex-row sm:items-center sm:px-6">
        <p className="text-sm">Pagos seguros con tarjeta:</p>
        <ul className="flex flex-wrap items-center gap-2" aria-label="Métodos de pago aceptados">
          {PAYMENT_BADGES.map(({ key, Badge }) => (
            <li key={key} className="flex">
              <Badge />
            </li>
          ))}
        </ul>
      </div>

      <div className="border-t border-slate-800">
        <div
          data-text="secondary"
          className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:items-center md:justify-between"
        >
          <p>
            © {year} {siteConfig.productName}. Todos los derechos reservados.
          </p>
          <p>{siteConfig.productName} no sustituye la consulta médica. En una emergencia, llama al 911.</p>
          <DemoNumberNote className="text-slate-400" />
        </div>
      </div>
    </footer>
  );
}
