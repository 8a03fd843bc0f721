import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { withOldValues } from '../../audit/audit-target';
import { deCompania } from '../../common/tenancy';
import { TEXTO_RESPONSABILIDAD_POR_DEFECTO } from '../../dominio/custodia';
import { ActaConfiguracion } from './acta-configuracion.entity';
import { ActaConfiguracionDto } from './dto/acta.dto';

/** The company's texts of responsibility on its actas: its own, or the defaults until it writes them. */
@Injectable()
export class ActaConfiguracionService {
  constructor(@InjectRepository(ActaConfiguracion) private readonly configuraciones: Repository<ActaConfiguracion>) {}

  async find(companiaId: number): Promise<ActaConfiguracionDto> {
    const propia = await this.configuraciones.findOneBy(deCompania(companiaId));
    return {
      textoEntrega: propia?.textoEntrega ?? TEXTO_RESPONSABILIDAD_POR_DEFECTO.entrega,
      textoDevolucion: propia?.textoDevolucion ?? TEXTO_RESPONSABILIDAD_POR_DEFECTO.devolucion,
    };
  }

  save(companiaId: number, dto: ActaConfiguracionDto): Promise<ActaConfiguracionDto> {
    return withOldValues(async (noteOld) => {
      noteOld(await this.find(companiaId));
      const propia = await this.configuraciones.findOneBy(deCompania(companiaId));
      await this.configuraciones.save(Object.assign(propia ?? this.configuraciones.create({ companiaId }), { textoEntrega: dto.textoEntrega, textoDevolucion: dto.textoDevolucion }));
      return this.find(companiaId);
    });
  }
}
