import { actaInventarioPdf, FILAS_POR_DIFERENCIA, pedidoDeActa } from './acta-inventario-pdf';
import type { DocumentoDeInventario } from '../inventario.service';

const ubicacion = { direccionId: 1, direccion: 'Av. Uno 1, Lima, Lima', edificio: null, piso: null, areaId: null, area: null, sede: null };
const faltante = (n: number) => ({ activo: { id: n, codigo: `ACT-${n}`, descripcion: `Activo ${n}`, ubicacion }, lectura: null, propuesta: null });

/** A campaign with `faltantes` assets missing and nothing else. */
const documento = (faltantes: number, estado: 'abierto' | 'cerrado' = 'abierto'): DocumentoDeInventario => ({
  compania: { razonSocial: 'Empresa S.A.C.', ruc: '20512333797' },
  alcance: 'Todos los activos en libros',
  contadores: [],
  conciliacion: {
    inventario: { id: 1, nombre: 'Anual', fechaCorte: '2026-10-31', alcance: {}, estado, creadoPor: 'Ana', createdAt: new Date('2026-11-01T15:00:00Z'), cerradoEl: null, cerradoPor: null, esperados: faltantes, leidos: 0, sobrantes: 0 },
    resumen: { esperados: faltantes, encontrados: 0, otraUbicacion: 0, faltantes, sobrantes: 0, dadosDeBaja: 0, fueraDeAlcance: 0 },
    encontrados: [],
    otraUbicacion: [],
    faltantes: Array.from({ length: faltantes }, (_, i) => faltante(i + 1)),
    sobrantes: [],
    dadosDeBaja: [],
    fueraDeAlcance: [],
  },
});

/** Every text of a pdfmake content tree. */
const textos = (nodo: unknown): string[] => {
  if (typeof nodo === 'string') return [nodo];
  if (Array.isArray(nodo)) return nodo.flatMap(textos);
  if (nodo && typeof nodo === 'object') return Object.values(nodo).flatMap(textos);
  return [];
};

const definicion = async (doc: DocumentoDeInventario) => {
  const pedido = await pedidoDeActa(doc);
  const diferencias = Object.fromEntries(Object.entries(pedido.filasJson).map(([clave, json]) => [clave, JSON.parse(json)]));
  return actaInventarioPdf(pedido, diferencias as Parameters<typeof actaInventarioPdf>[1]);
};

describe('the acta of a campaign', () => {
  it('lists at most FILAS_POR_DIFERENCIA rows of a difference and says where the rest are', async () => {
    const acta = await definicion(documento(FILAS_POR_DIFERENCIA + 3));
    const todo = textos(acta.content);
    expect(todo).toContain(`Faltantes (en libros, no encontrados): ${FILAS_POR_DIFERENCIA + 3}`);
    expect(todo).toContain(`Se listan ${FILAS_POR_DIFERENCIA} de ${FILAS_POR_DIFERENCIA + 3}: la lista completa está en la conciliación en Excel.`);
    expect(todo).toContain(`ACT-${FILAS_POR_DIFERENCIA}`);
    expect(todo).not.toContain(`ACT-${FILAS_POR_DIFERENCIA + 1}`);
  });

  it('is marked PROVISIONAL (and watermarked) while open, not once closed', async () => {
    const abierta = await definicion(documento(2));
    expect(textos(abierta.content).some((t) => t.startsWith('PROVISIONAL'))).toBe(true);
    expect(abierta.watermark).toMatchObject({ text: 'PROVISIONAL' });
    const cerradoEl = new Date('2026-11-02T15:00:00Z');
    const doc = documento(2, 'cerrado');
    Object.assign(doc.conciliacion.inventario, { cerradoEl, cerradoPor: 'Luis' });
    const cerrada = await definicion(doc);
    expect(textos(cerrada.content).some((t) => t.includes('PROVISIONAL'))).toBe(false);
    expect(cerrada.watermark).toBeUndefined();
    expect(textos(cerrada.content)).toContain('Cerrado el 02/11/2026 10:00 por Luis');
  });
});
