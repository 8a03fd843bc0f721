import { registerDecorator, ValidationOptions } from 'class-validator';

const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** SUNAT's RUC: 11 digits whose last is the módulo 11 check digit of the first ten. */
export function isValidRuc(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{11}$/.test(value)) return false;
  const sum = RUC_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return (11 - (sum % 11)) % 10 === Number(value[10]);
}

export const RUC_MESSAGE = 'El RUC debe tener 11 dígitos y un dígito verificador válido';

/** DTO property decorator for a RUC. */
export function IsRuc(options: ValidationOptions = {}) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isRuc',
      target: target.constructor,
      propertyName,
      options: { message: RUC_MESSAGE, ...options },
      validator: { validate: isValidRuc },
    });
}
