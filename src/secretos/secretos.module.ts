import { Module } from '@nestjs/common';
import { SecretosService } from './secretos.service';

@Module({
  providers: [SecretosService],
  exports: [SecretosService],
})
export class SecretosModule {}
