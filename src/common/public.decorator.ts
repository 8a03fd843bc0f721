import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';

export const IS_PUBLIC_KEY = 'isPublic';
/**
 * Opts a route out of the global JWT guard. The OpenAPI document says so too
 * (`security: [{}]`): otherwise the route inherits the document's bearer requirement.
 */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC_KEY, true), ApiSecurity({}));
