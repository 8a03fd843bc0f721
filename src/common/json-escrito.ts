import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Response } from 'express';
import { map, Observable } from 'rxjs';

/**
 * An answer, or an item of one, already written as JSON text: it goes out as it is, never built as objects and serialised
 * again. Hot reads write their rows straight from the database's (jsonWriter, docs/rendimiento.md).
 */
export class JsonEscrito {
  constructor(readonly texto: string) {}
}

const esObjetoPlano = (valor: unknown): valor is Record<string, unknown> =>
  typeof valor === 'object' && valor !== null && Object.getPrototypeOf(valor) === Object.prototype;

/** The JSON text of `valor`, as JSON.stringify writes it, with each JsonEscrito inside written as it is. */
export function textoJson(valor: unknown): string {
  if (valor instanceof JsonEscrito) return valor.texto;
  if (Array.isArray(valor)) return `[${valor.map((item) => (item === undefined ? 'null' : textoJson(item))).join(',')}]`;
  if (esObjetoPlano(valor)) {
    const miembros = Object.entries(valor).filter(([, item]) => item !== undefined);
    return `{${miembros.map(([clave, item]) => `${JSON.stringify(clave)}:${textoJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(valor);
}

/** What a handler's answer sends: a JSON text when it holds JsonEscrito (with its content type set), else the value itself for Nest to serialise. */
export function respuestaJson(res: Response, valor: unknown, conEscritos: boolean): unknown {
  if (!conEscritos) return valor;
  res.type('application/json');
  return textoJson(valor);
}

/** Sends a handler's JsonEscrito answer as the JSON it already is. */
@Injectable()
export class JsonEscritoInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(map((valor) => respuestaJson(res, valor, valor instanceof JsonEscrito)));
  }
}
