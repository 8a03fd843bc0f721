import { BadRequestException } from '@nestjs/common';

/** Months of a depreciation report, both included (first day of each, UTC). */
export interface Periodo {
  desde: Date;
  hasta: Date;
  /** 'AAAA-MM' as asked, for file names and titles. */
  texto: { desde: string; hasta: string };
}

export const MES_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const primerDia = (mes: string) => new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)) - 1, 1));

/** The period from two 'AAAA-MM' months: in order, and not beyond the current month (the schedules end there). */
export function periodoDe(desde: string, hasta: string, hoy = new Date()): Periodo {
  const periodo = { desde: primerDia(desde), hasta: primerDia(hasta), texto: { desde, hasta } };
  if (periodo.desde > periodo.hasta) throw new BadRequestException('El mes "desde" no puede ser posterior al mes "hasta"');
  if (periodo.hasta > new Date(Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth(), 1))) {
    throw new BadRequestException('El período no puede terminar después del mes actual');
  }
  return periodo;
}

export const mesesDe = (periodo: Periodo) =>
  (periodo.hasta.getUTCFullYear() - periodo.desde.getUTCFullYear()) * 12 + periodo.hasta.getUTCMonth() - periodo.desde.getUTCMonth() + 1;
