import { Controller, Get, Injectable } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { applyListQuery, ListQuery, ListResourceSpec, PaginaDeLista } from '../common/list-query';
import { Permiso } from '../common/permiso';
import { CompaniaActual, porCompania } from '../common/tenancy';
import { AvisoDeVencimiento } from './aviso-de-vencimiento.entity';
import { AvisoEnviadoDto } from './dto/aviso-enviado.dto';

const AVISOS_LIST: ListResourceSpec = {
  resource: 'avisos-de-vencimiento',
  sortable: { id: 'v.id', enviadoEn: 'v.enviadoEn', vence: 'v.vence' },
  filterable: { umbral: { column: 'v.umbral', type: 'number' } },
  defaultSort: { field: 'enviadoEn', order: 'DESC' },
  defaultDialect: 'simple-rest',
  defaultPageSize: 25,
};

/** The notices of due dates already sent (docs/documentos.md), newest first. */
@Injectable()
export class AvisosEnviadosService {
  constructor(@InjectRepository(AvisoDeVencimiento) private readonly avisos: Repository<AvisoDeVencimiento>) {}

  async list(companiaId: number, list: ListQuery): Promise<[AvisoEnviadoDto[], number]> {
    const qb = porCompania(this.avisos.createQueryBuilder('v'), 'v', companiaId)
      .innerJoinAndSelect('v.documento', 'd')
      .innerJoinAndSelect('d.activo', 'a')
      .andWhere('v.estado = :enviada', { enviada: 'enviada' });
    const [avisos, total] = await applyListQuery(qb, list).getManyAndCount();
    return [
      avisos.map(({ id, documento, vence, umbral, enviadoEn, destinatario }) => ({
        id,
        tipoDocumento: documento!.tipo,
        numeroDocumento: documento!.numero,
        codigoActivo: documento!.activo!.codigo,
        vence,
        umbral,
        enviadoEn: enviadoEn!,
        destinatario,
      })),
      total,
    ];
  }
}

@ApiTags('Documentos de activos')
@ApiBearerAuth()
@Controller('vencimientos/avisos')
export class AvisosEnviadosController {
  constructor(private readonly avisos: AvisosEnviadosService) {}

  @Get()
  @Permiso('lectura')
  @ApiOperation({ summary: 'Avisos de vencimiento ya enviados por correo (uno por destinatario), el más reciente primero (filtro umbral: 30, 7 o 1)' })
  @ApiOkResponse({ type: AvisoEnviadoDto, isArray: true })
  list(@CompaniaActual() companiaId: number, @ListQuery(AVISOS_LIST) list: ListQuery): Promise<PaginaDeLista<AvisoEnviadoDto>> {
    return this.avisos.list(companiaId, list);
  }
}
