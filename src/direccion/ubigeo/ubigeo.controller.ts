import { Controller, Get, Header } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { distritosDelPeru } from './ubigeo';
import { Permiso } from '../../common/permiso';

/** One district of the catalogue, as the API answers it. */
class UbigeoDistritoDto {
  @ApiProperty({ example: '150122' }) ubigeo: string;
  @ApiProperty({ example: 'Lima' }) departamento: string;
  @ApiProperty({ example: 'Lima' }) provincia: string;
  @ApiProperty({ example: 'Miraflores' }) distrito: string;
}

@ApiTags('Direcciones')
@ApiBearerAuth()
@Controller('ubigeo')
export class UbigeoController {
  @Get()
  @Permiso('lectura')
  // The same for every user and every release of the catalogue: the panel reads it once.
  @Header('Cache-Control', 'private, max-age=86400')
  @ApiOperation({
    summary: 'Catálogo INEI de ubigeo: los 1.890 distritos del Perú con su provincia y departamento',
    description:
      'Para los selectores en cascada del formulario de dirección. Una dirección debe nombrar un distrito de este catálogo (sin distinguir mayúsculas ni tildes) y guarda su ubigeo de 6 dígitos.',
  })
  @ApiOkResponse({ type: [UbigeoDistritoDto] })
  catalogo(): readonly UbigeoDistritoDto[] {
    return distritosDelPeru();
  }
}
