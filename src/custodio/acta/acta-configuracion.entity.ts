import { Column, Entity, Index } from 'typeorm';
import { RegistroDeCompania } from '../../database/registro-de-compania';

/** The company's own texts of responsibility printed on its actas; without a row, the defaults (TEXTO_RESPONSABILIDAD_POR_DEFECTO). */
@Entity('acta_configuracion')
@Index(['companiaId'], { unique: true })
export class ActaConfiguracion extends RegistroDeCompania {
  @Column({ type: String, length: 2000 })
  textoEntrega: string;

  @Column({ type: String, length: 2000 })
  textoDevolucion: string;
}
