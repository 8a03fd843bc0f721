import { Column, Entity, Index } from 'typeorm';
import { jsonTextTransformer } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';
import type { TipoDeCampo } from './valores-de-campos';

/** A field a company adds to its assets (docs/campos-personalizados.md); its values live on the asset, by `clave`. */
@Entity('campo_personalizado')
@Index(['companiaId', 'clave'], { unique: true })
export class CampoPersonalizado extends RegistroDeCompania {
  /** The key of the value on the asset, in filters and in import configurations: lowercase letters, digits and _. */
  @Column({ type: String, length: 40 })
  clave: string;

  @Column({ type: String, length: 100 })
  etiqueta: string;

  @Column({ type: String, length: 10 })
  tipo: TipoDeCampo;

  /** The allowed values of a `lista`; [] for the other types. */
  @Column({ type: 'text', transformer: jsonTextTransformer })
  opciones: string[];

  @Column({ type: Boolean, default: false })
  obligatorio: boolean;

  /** Only for assets of this SUNAT depreciation category (clave of RLIR art. 22 b); null: every asset. */
  @Column({ type: String, length: 30, nullable: true })
  categoria: string | null;
}
