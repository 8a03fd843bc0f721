import { ValidateBy } from 'class-validator';

/**
 * A field checked by one of the pure rules of reglas.ts, which answer the message or null; it reads the rest of the
 * body (a document number depends on its type). What is not text is checked as empty text, so it gets the same message.
 */
export const Regla = (error: (valor: string, cuerpo: Record<string, unknown>) => string | null) =>
  ValidateBy({
    name: 'reglaDeTransporte',
    validator: {
      validate: (valor: unknown, args) => typeof valor === 'string' && error(valor, (args?.object ?? {}) as Record<string, unknown>) === null,
      defaultMessage: (args) => error(typeof args?.value === 'string' ? args.value : '', (args?.object ?? {}) as Record<string, unknown>) ?? '',
    },
  });

/** Text in SUNAT's spelling (normalizar), anything else left for the validator. */
export const normalizado = (normalizar: (texto: string) => string) => (params: { value: unknown }) =>
  typeof params.value === 'string' ? normalizar(params.value) : params.value;
