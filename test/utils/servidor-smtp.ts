import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A local SMTP server for the suites that send e-mail (maintenance notices, enrolment links).

export interface Correo {
  de: string;
  para: string;
  asunto: string;
  texto: string;
}

/** Bytes of quoted-printable text ("=C3=A9" is é) as UTF-8. */
function desdeQp(texto: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < texto.length; i++) {
    const par = texto.slice(i + 1, i + 3);
    if (texto[i] === '=' && /^[0-9A-F]{2}$/i.test(par)) {
      bytes.push(parseInt(par, 16));
      i += 2;
    } else bytes.push(...Buffer.from(texto[i]));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A message as a mail program shows it: headers unfolded, RFC 2047 words and the body decoded. */
function leerCorreo(crudo: string): Correo {
  const corte = crudo.indexOf('\r\n\r\n');
  const cabeceras = new Map(
    crudo
      .slice(0, corte)
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .map((linea) => [linea.slice(0, linea.indexOf(':')).toLowerCase(), linea.slice(linea.indexOf(':') + 1).trim()]),
  );
  const palabras = (valor = '') =>
    valor
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, modo: string, texto: string) =>
        modo.toUpperCase() === 'B' ? Buffer.from(texto, 'base64').toString('utf8') : desdeQp(texto.replace(/_/g, ' ')),
      );
  const cuerpo = crudo.slice(corte + 4).replace(/\r\n$/, '');
  const codificacion = cabeceras.get('content-transfer-encoding')?.toLowerCase();
  const texto = codificacion === 'quoted-printable' ? desdeQp(cuerpo.replace(/=\r\n/g, '')) : codificacion === 'base64' ? Buffer.from(cuerpo, 'base64').toString('utf8') : cuerpo;
  return { de: palabras(cabeceras.get('from')), para: cabeceras.get('to') ?? '', asunto: palabras(cabeceras.get('subject')), texto: texto.replace(/\r\n/g, '\n') };
}

/** A local SMTP server without TLS that keeps what it receives and refuses the recipients it is told to. */
export class ServidorSmtp {
  readonly correos: Correo[] = [];
  /** Every RCPT TO, accepted or not: one per delivery attempt. */
  readonly intentos: string[] = [];
  readonly rechazar = new Set<string>();
  /** Milliseconds before each message is accepted, so concurrent runs overlap. */
  demora = 0;
  url = '';
  private readonly servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (direccion, _sesion, listo) => {
      this.intentos.push(direccion.address);
      if (!this.rechazar.has(direccion.address)) return listo();
      listo(Object.assign(new Error('Buzon temporalmente no disponible'), { responseCode: 451 }));
    },
    onData: (flujo, _sesion, listo) => {
      const partes: Buffer[] = [];
      flujo.on('data', (parte: Buffer) => partes.push(parte));
      flujo.on('end', () => {
        this.correos.push(leerCorreo(Buffer.concat(partes).toString('utf8')));
        setTimeout(() => listo(), this.demora);
      });
    },
  });

  async iniciar(): Promise<void> {
    await new Promise<void>((resolve) => this.servidor.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.servidor.server.address() as AddressInfo).port}`;
  }

  cerrar(): Promise<void> {
    return new Promise((resolve) => this.servidor.close(resolve));
  }

  /** The messages whose subject names the asset `codigo`. */
  de(codigo: string): Correo[] {
    return this.correos.filter((correo) => correo.asunto.includes(`${codigo} -`));
  }
}
