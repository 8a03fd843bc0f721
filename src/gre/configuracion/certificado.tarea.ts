import { TaskRejection } from '../../common/worker/task-rejection';
import { CertificadoInvalidoError, leerCertificado, type CertificadoLeido } from './certificado';

/** What the thread answers: its answer crosses as JSON, so the expiry travels as ISO text. */
export type CertificadoEnTexto = Omit<CertificadoLeido, 'venceEl'> & { venceEl: string };

/**
 * Reads an uploaded PKCS#12 in a thread of the pool: forge derives its keys in plain JavaScript, as many rounds as the
 * file asks for, so a file's cost is the file's to choose and the thread's limits bound it. A file that is not a
 * usable certificate is refused with the reason (TaskRejection).
 */
export default function leerCertificadoEnHilo(entrada: { pfx: Uint8Array; clave: string }): CertificadoEnTexto {
  try {
    const leido = leerCertificado(Buffer.from(entrada.pfx.buffer, entrada.pfx.byteOffset, entrada.pfx.byteLength), entrada.clave);
    return { ...leido, venceEl: leido.venceEl.toISOString() };
  } catch (error) {
    if (error instanceof CertificadoInvalidoError) throw new TaskRejection(error.message);
    throw error;
  }
}
