import { ValidateBy } from 'class-validator';

/** The cut-over is a month boundary: the previous system's figures are as at the end of the month before. */
export const PrimerDiaDelMes = () =>
  ValidateBy({
    name: 'primerDiaDelMes',
    validator: {
      validate: (value: unknown) => !(value instanceof Date) || value.getUTCDate() === 1,
      defaultMessage: () => 'La fecha de inicio debe ser el primer día de un mes',
    },
  });
