/** The signing certificate as the configuration shows it. */
export class CertificadoGreRespuestaDto {
  /** The subject's CN, with the RUC it names. */
  titular: string;
  numeroSerie: string;
  venceEl: Date;
}

/** A company's guía electrónica configuration, never its secrets: only whether each one is stored. */
export class GreConfiguracionRespuestaDto {
  serie: string | null;
  clientId: string | null;
  usuarioSol: string | null;
  clientSecretConfigurado: boolean;
  claveSolConfigurada: boolean;
  certificado: CertificadoGreRespuestaDto | null;
  /** Everything needed to send a guía is stored: series, credentials and certificate. */
  configurado: boolean;
}

/** What SUNAT answered a token request with the stored credentials. */
export class PruebaDeConexionGreDto {
  ok: boolean;
  /** SUNAT's answer for a person, in Spanish. */
  mensaje: string;
}
