export * from './render-pdf';
