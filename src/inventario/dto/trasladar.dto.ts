import { ListaDeIds } from './inventario.dto';

/** Assets one move of a campaign may name: their id list stays one query per chunk. */
const MAX_TRASLADOS = 100_000;

/** Body of POST /api/inventarios/{id}/trasladar. */
export class TrasladarDto {
  /** Assets read elsewhere to move where they were read; left out, all of them. */
  @ListaDeIds('Los activos', MAX_TRASLADOS) activoIds?: number[];
}
