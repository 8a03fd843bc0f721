import { BadRequestException } from '@nestjs/common';
import { Request } from 'express';

/** A host as a Host header names it: a DNS name, an IPv4 address or a bracketed IPv6 one, and an optional port. */
const HOST = /^(?:(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)*[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?|\[[\da-f:.]+\])(?::(\d{1,5}))?$/i;

export const DIRECCION_NO_VALIDA = 'La dirección de esta solicitud (cabecera Host) no es válida: el sistema debe configurarse con APP_URL';

/**
 * The address a request came to, `protocol://host`: what the links the API hands out (a label's QR, an enrolment
 * link) lead to without APP_URL. Express reads X-Forwarded-Proto and X-Forwarded-Host only from a proxy TRUST_PROXY trusts.
 * Anything but http(s) and a host[:port] is a 400: a forged Host ("evil.example/phish?x=") never becomes a link.
 */
export function direccionDeLaPeticion(req: Request): string {
  const { protocol, host } = req;
  const partes = typeof host === 'string' ? HOST.exec(host) : null;
  const puerto = partes?.[1] === undefined ? null : Number(partes[1]);
  const valida = (protocol === 'http' || protocol === 'https') && partes !== null && (puerto === null || (puerto >= 1 && puerto <= 65_535));
  if (!valida) throw new BadRequestException(DIRECCION_NO_VALIDA);
  return `${protocol}://${host.toLowerCase()}`;
}

/** The address a link the API builds now leads to: APP_URL whenever it is set (the request's Host is not even read), or else the request's. */
export const direccionDeLaApp = (req: Request, appUrl: string | undefined): string => appUrl ?? direccionDeLaPeticion(req);
