import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

/** The longest a function of the panel may be, from its first line to its last, comments inside included. */
const MAX_LINES = 80;

const ADMIN_SRC = __dirname;

/** Every .ts and .tsx file of the panel that ships: not its test specs, not its type declarations. */
const sourceFiles = (): string[] =>
    readdirSync(ADMIN_SRC, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.d\.ts$|\.spec\.tsx?$/.test(file))
        .map((file) => join(ADMIN_SRC, file));

/** What a function is called where it is written: its own name, or the variable or property it is assigned to. */
const nameOf = (node: ts.FunctionLikeDeclaration): string => {
    if (node.name) return node.name.getText();
    const { parent } = node;
    if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText();
    return '(anonymous)';
};

const hasBody = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
    (ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isConstructorDeclaration(node) ||
        ts.isGetAccessorDeclaration(node) ||
        ts.isSetAccessorDeclaration(node)) &&
    node.body !== undefined;

/** "activo/ActivoList.tsx:33 ActivoList (84 lines)" for each function of `file` longer than MAX_LINES. */
const longFunctions = (file: string): string[] => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
        if (hasBody(node)) {
            // From the function's first token: a comment above it is not part of it.
            const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
            const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
            const lines = last - first + 1;
            if (lines > MAX_LINES) found.push(`${relative(ADMIN_SRC, file)}:${first + 1} ${nameOf(node)} (${lines} lines)`);
        }
        ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
};

describe('the admin panel’s functions', () => {
    it(`are at most ${MAX_LINES} lines long each: a longer one is split into named components, hooks or helpers`, () => {
        const files = sourceFiles();
        expect(files.length).toBeGreaterThan(100);
        expect(files.flatMap(longFunctions)).toEqual([]);
    });
});
