// drizzle-kit configuration: generates versioned SQL migrations from src/db/schema.ts into drizzle/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
