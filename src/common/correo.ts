import { createTransport, Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

const REMITENTE_POR_DEFECTO = 'no-responder@activos.local';

/** Who every e-mail of the app comes from: MAIL_FROM, under the product's name. */
export const remitente = (mailFrom: string | undefined) => ({ name: 'Activos Fijos', address: mailFrom ?? REMITENTE_POR_DEFECTO });

/**
 * An SMTP transport for SMTP_URL with timeouts that keep a dead server from holding a request or a run for long;
 * the URL's own settings (host, port, auth, ?secure=…) win over these defaults.
 */
export function transporteSmtp(smtpUrl: string, opciones: { pool?: true; maxConnections?: number } = {}): Transporter {
  return createTransport({
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...opciones,
    ...parseConnectionUrl(smtpUrl),
  });
}
