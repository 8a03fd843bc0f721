import { join, sep } from 'node:path';
import { BadRequestException, INestApplication, NestApplicationOptions, PipeTransform, ValidationPipe } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { OperationObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import helmet from 'helmet';
import { AuditModule } from './audit/audit.module';
import { adminStatic } from './common/admin-static';
import { bodyParsers } from './common/body-parsers';
import { KeyCaseNormalizerPipe } from './common/key-case.pipe';
import { fieldErrors, validationMessages } from './common/validation-errors';
import { rejectNulBytes } from './common/nul-bytes';
import { requestContextMiddleware } from './common/request-context';
import { FileStorage } from './common/storage/file-storage';
import { serveUploads, UPLOADS_ROUTE } from './common/storage/serve-uploads';
import { trustProxySetting } from './config/environment';
import { EnvironmentConfig } from './config/environment.config';

export const API_PREFIX = 'api';

/** Options for NestFactory.create: the body parsers are ours (Spanish errors). */
export const NEST_APP_OPTIONS: NestApplicationOptions = { bodyParser: false };

// The admin build lives in dist/admin: beside dist/src when compiled, under dist/ when run from sources.
export const ADMIN_DIR = join(__dirname, __dirname.split(sep).includes('dist') ? '..' : join('..', 'dist'), 'admin');

/** Everything main.ts does to the app besides listening; the API tests call it too. */
export function configureApp(app: INestApplication, env: EnvironmentConfig): void {
  const express = app as NestExpressApplication;
  express.disable('x-powered-by');
  // Every API answer is no-store (below): an ETag, a hash of each body, would be computed for no cache to use.
  express.set('etag', false);
  if (env.TRUST_PROXY) express.set('trust proxy', trustProxySetting(env.TRUST_PROXY));
  app.use(requestContextMiddleware);
  AuditModule.watchRefusals(app);
  // Answers of the API carry a person's or a company's data: no browser or proxy keeps a copy.
  app.use(`/${API_PREFIX}`, (_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // WebAssembly compiled from the panel's own file (the counting page's label reader), never eval of text.
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          // MUI injects its styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The panel shows only images served here (asset uploads) and data: URLs (the two-step QR code): an address of
          // another site stored anywhere never loads.
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          // The panel's service worker (/sw.js, the counting page without network) and its web app manifest.
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          // The product is often reached over plain http on a LAN: do not force https.
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  const allowed = (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  app.enableCors({
    origin: (origin: string | undefined, callback: (error: Error | null, allow?: boolean) => void) =>
      callback(null, !origin || allowed.includes(origin)),
    exposedHeaders: ['Content-Range', 'Content-Disposition', 'X-Request-Id'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'X-API-Key'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  app.use(...bodyParsers(), rejectNulBytes);
  app.use(UPLOADS_ROUTE, serveUploads(app.get(FileStorage)));
  app.use(adminStatic(ADMIN_DIR));
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(...globalPipes());
  if (swaggerEnabled(env)) setupSwagger(app);
}

/** Key-case normaliser, then validation with Spanish messages by field; the controller specs mount the same pair. */
export function globalPipes(): PipeTransform[] {
  return [
    new KeyCaseNormalizerPipe(),
    new TextParamsValidationPipe({
      whitelist: true,
      transform: true,
      forbidUnknownValues: true,
      exceptionFactory: (errors) =>
        new BadRequestException({ message: validationMessages(errors), errors: fieldErrors(errors), error: 'Bad Request' }),
    }),
  ];
}

/**
 * Path and query values reach their own pipes as the text that was sent: the stock
 * conversion (`+value`) would read "0x10", "1e3" or " 7 " as ids before ParseIdPipe
 * could check the digits.
 */
class TextParamsValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

/** Swagger UI is off in production unless SWAGGER=on (docs/arquitectura.md, "Configuración"). */
export const swaggerEnabled = (env: EnvironmentConfig): boolean => env.NODE_ENV !== 'production' || env.SWAGGER === 'on';

function setupSwagger(app: INestApplication): void {
  // Built on its first request, not at every start (about a tenth of a second of each boot).
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => documentoOpenApi(app), {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
    customSiteTitle: 'Activos Fijos API',
  });
}

/** The OpenAPI document of /api/docs-json; the admin's API types are generated from it (npm run api:types). */
export function documentoOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Activos Fijos API')
    .setDescription(
      'API de gestión de activos fijos: autenticación, compañías, usuarios, activos, movimientos, mantenimientos, clientes, direcciones y auditoría. ' +
        'Los cuerpos se aceptan en camelCase o PascalCase; las listas aceptan sort/range/filter (react-admin) o page/size/search. ' +
        'Los errores responden { statusCode, message, error, requestId }; un cuerpo que no pasa la validación (400) añade ' +
        'errors: [{ field, message }], un mensaje por campo con la ruta de los anidados ("guiaMovimiento.ruc").',
    )
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'El token de POST /api/auth/login (una sesión de una persona)' })
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Clave de API de un sistema externo (Administración → Claves de API)' },
      API_KEY_SCHEME,
    )
    .addSecurityRequirements('bearer')
    .addSecurityRequirements(API_KEY_SCHEME)
    .build();
  return acceptApiKeys(SwaggerModule.createDocument(app, config));
}

const API_KEY_SCHEME = 'clave-api';

/**
 * Every operation that takes a bearer token takes an API key too, except those marked
 * `x-solo-personas` (users, companies, keys, the audit log, one's own session).
 */
function acceptApiKeys(document: OpenAPIObject): OpenAPIObject {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations) as Array<OperationObject & { 'x-solo-personas'?: boolean }>) {
      if (typeof operation !== 'object' || operation === null) continue;
      const isPublic = operation.security?.some((requirement) => Object.keys(requirement).length === 0);
      if (operation['x-solo-personas']) {
        if (!isPublic) operation.security = [{ bearer: [] }];
      } else if (operation.security?.some((requirement) => 'bearer' in requirement)) {
        // A new array: Swagger shares one `security` array between the operations of a controller.
        operation.security = [...operation.security, { [API_KEY_SCHEME]: [] }];
      }
    }
  }
  return document;
}
