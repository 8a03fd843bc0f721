import { ValidationError } from '@nestjs/common';
import type { FieldError } from './error-body';

/** Each message once, nested fields included: several rules of one field often share their Spanish text. */
export function validationMessages(errors: ValidationError[]): string[] {
  return [...new Set(fieldErrors(errors).map(({ message }) => message))];
}

/**
 * The messages by field, so that a form shows each under its input: nested fields by their path
 * ("guiaMovimiento.ruc", "guiaMovimientos.0.fecha"), each message of a field once.
 */
export function fieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent + error.property;
    const messages = [...new Set(Object.values(error.constraints ?? {}))].map((message) => ({ field, message }));
    return [...messages, ...fieldErrors(error.children ?? [], `${field}.`)];
  });
}
