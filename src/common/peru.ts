import { registerDecorator, ValidationOptions } from 'class-validator';

/** RENIEC's DNI: exactly 8 digits, leading zeros included (a DNI is text, never a number). */
export const DNI = /^\d{8}$/;
export const DNI_MESSAGE = 'El DNI debe tener 8 dígitos';

/**
 * SUNAT's "código de establecimiento anexo" of an address registered under a RUC: 4 digits, 0000 the fiscal address
 * (docs/gre-transporte.md, "Códigos de establecimiento").
 */
export const CODIGO_ESTABLECIMIENTO = /^\d{4}$/;
export const CODIGO_ESTABLECIMIENTO_MESSAGE = 'El código de establecimiento debe tener 4 dígitos (0000 es el domicilio fiscal)';

const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** SUNAT's RUC: 11 digits whose last is the módulo 11 check digit of the first ten. */
export function isValidRuc(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{11}$/.test(value)) return false;
  const sum = RUC_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return (11 - (sum % 11)) % 10 === Number(value[10]);
}

export const RUC_MESSAGE = 'El RUC debe tener 11 dígitos y un dígito verificador válido';
export const RUC_CHECK_DIGIT_MESSAGE = 'El RUC no es válido: su dígito verificador no corresponde';

/**
 * Why `ruc` is not a valid RUC, or null when it is: `lengthMessage` (each form's own wording) when it is
 * not 11 digits, otherwise that its check digit is wrong, so a user who typed 11 digits is told which one to look at.
 */
export function rucError(ruc: unknown, lengthMessage = RUC_MESSAGE): string | null {
  if (isValidRuc(ruc)) return null;
  return typeof ruc === 'string' && /^\d{11}$/.test(ruc) ? RUC_CHECK_DIGIT_MESSAGE : lengthMessage;
}

/** DTO property decorator for a RUC; `lengthMessage` is what a value that is not 11 digits is told (see rucError). */
export function IsRuc(lengthMessage = RUC_MESSAGE, options: ValidationOptions = {}) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isRuc',
      target: target.constructor,
      propertyName,
      options: { message: ({ value }) => rucError(value, lengthMessage) ?? lengthMessage, ...options },
      validator: { validate: isValidRuc },
    });
}
