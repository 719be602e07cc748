// The public API of @sessionkit/core as text: every name the root and each public subpath export, with its
// declared type, read from the sources with the TypeScript compiler (no declaration build). `npm run api-report`
// writes packages/core/api/*.api.md; `--check` (npm run check) fails when a committed report is stale, so every
// change to the public surface shows in review.
//
// Types are printed in a canonical form: a name this package declares (or a library's class or interface) stays a
// name; anything else is written out, object members and union members sorted, so the report changes with the
// API and not with the order the compiler happened to meet the types in.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const core = join(root, 'packages/core')

/** Each public subpath and the source file it is built from (tsup.config.ts); `./internal` is not public. */
const entries = {
  '.': 'src/index.ts',
  './adapter': 'src/http/adapter.ts',
  './testing': 'src/testing.ts',
}
const internal = new Set(['./internal'])

const exported = Object.keys(JSON.parse(readFileSync(join(core, 'package.json'), 'utf8')).exports)
const unknown = exported.filter((path) => !(path in entries) && !internal.has(path))
if (unknown.length) {
  process.stderr.write(`scripts/api-report.mjs: add the public subpaths ${unknown.join(', ')} to its entries\n`)
  process.exit(1)
}
const reported = Object.entries(entries).filter(([path]) => exported.includes(path))

const program = ts.createProgram(
  reported.map(([, file]) => join(core, file)),
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    types: ['node'],
  },
)
const checker = program.getTypeChecker()

const F = ts.TypeFlags
const O = ts.ObjectFlags

/**
 * A type as the report writes it (see the header). `depth` stops a type that contains itself; `self`, the alias
 * being described, is written out rather than named; with `indent`, an object's members go one a line.
 */
function print(type, depth = 0, self = undefined, indent = undefined) {
  if (depth > 12) return checker.typeToString(type)
  const alias = type.aliasSymbol
  // A named alias stays a name, unless its arguments would say more than the type (a valibot schema's inference)
  // or it is one of the language's own object utilities (`Pick<SessionService, …>`), which say what it holds only
  // written out.
  const utility =
    alias && program.isSourceFileDefaultLibrary(alias.declarations[0].getSourceFile()) && type.flags & F.Object
  if (alias && alias !== self && !utility) {
    const args = (type.aliasTypeArguments ?? []).map((arg) => print(arg, depth + 1))
    if (args.every((arg) => arg.length <= 80)) return `${alias.name}${args.length ? `<${args.join(', ')}>` : ''}`
  }
  if (type.flags & F.Union) {
    const members = type.types.map((member) => print(member, depth + 1))
    const boolean = members.includes('true') && members.includes('false')
    const rest = members.filter((member) => !boolean || (member !== 'true' && member !== 'false'))
    return [...new Set([...(boolean ? ['boolean'] : []), ...rest])].sort().join(' | ')
  }
  if (type.flags & F.Intersection)
    return type.types.map((member) => wrap(print(member, depth + 1, undefined, indent))).join(' & ')
  if (!(type.flags & F.Object)) return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation)
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    const args = checker.getTypeArguments(type).map((arg) => print(arg, depth + 1))
    if (checker.isTupleType(type)) return `[${args.join(', ')}]`
    const readonly = type.symbol?.name === 'ReadonlyArray' ? 'readonly ' : ''
    return `${readonly}${wrap(args[0])}[]`
  }
  const symbol = type.symbol
  const named =
    symbol &&
    !(type.objectFlags & (O.Anonymous | O.Mapped | O.ObjectLiteral | O.ReverseMapped)) &&
    symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface)
  if (named) {
    const args =
      type.objectFlags & O.Reference
        ? checker.getTypeArguments(type).slice(0, symbol.declarations?.[0]?.typeParameters?.length ?? 0)
        : []
    return `${symbol.name}${args.length ? `<${args.map((arg) => print(arg, depth + 1)).join(', ')}>` : ''}`
  }
  return members(type, depth, indent)
}

const wrap = (text) => (/^[\w.<>[\]"' ]+$|^\{/.test(text) || text.startsWith('(') ? text : `(${text})`)

/**
 * An object type written out: call and construct signatures, index signatures, then its members by name; one a line
 * under `indent` when it has more than one.
 */
function members(type, depth, indent = undefined) {
  const lines = []
  for (const signature of type.getCallSignatures()) lines.push(signatureText(signature, depth))
  for (const signature of type.getConstructSignatures()) lines.push(`new ${signatureText(signature, depth)}`)
  for (const info of checker.getIndexInfosOfType(type))
    lines.push(
      `${info.isReadonly ? 'readonly ' : ''}[key: ${print(info.keyType, depth + 1)}]: ${print(info.type, depth + 1)}`,
    )
  const nested = indent === undefined ? undefined : `${indent}  `
  for (const property of [...checker.getPropertiesOfType(type)].sort((a, b) => a.name.localeCompare(b.name)))
    lines.push(memberText(property, depth, nested ?? ''))
  if (lines.length === 0) return '{}'
  if (lines.length === 1 && type.getCallSignatures().length === 1 && !type.getProperties().length)
    return `(${signatureText(type.getCallSignatures()[0], depth, ' =>')})`
  if (nested === undefined || lines.length === 1) return `{ ${lines.map((line) => line.trim()).join('; ')} }`
  return `{\n${lines.join('\n')}\n${indent}}`
}

/** One member of an object, class or interface: `readonly name?: T`, or its method signatures. */
function memberText(property, depth, indent = '') {
  const declaration = property.valueDeclaration ?? property.declarations?.[0]
  const type = checker.getTypeOfSymbol(property)
  // A symbol-keyed member is written as its declaration names it (`[apiHost]`), not by the compiler's internal name.
  const name = property.name.startsWith('__@')
    ? (declaration?.name?.getText() ?? property.name)
    : /^[A-Za-z_$][\w$]*$/.test(property.name)
      ? property.name
      : JSON.stringify(property.name)
  const isMethod = declaration && (ts.isMethodDeclaration(declaration) || ts.isMethodSignature(declaration))
  if (isMethod) {
    // An optional method's type is its signatures or undefined.
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : ''
    return checker
      .getNonNullableType(type)
      .getCallSignatures()
      .map((signature) => `${indent}${name}${optional}${signatureText(signature, depth)}`)
      .join(`\n${indent}`)
  }
  const modifiers = declaration ? ts.getCombinedModifierFlags(declaration) : 0
  const getterOnly = property.flags & ts.SymbolFlags.GetAccessor && !(property.flags & ts.SymbolFlags.SetAccessor)
  const readonly =
    modifiers & ts.ModifierFlags.Readonly || getterOnly || (ts.getCheckFlags?.(property) ?? 0) & 8 // CheckFlags.Readonly
      ? 'readonly '
      : ''
  const optional = property.flags & ts.SymbolFlags.Optional ? '?' : ''
  // Members of a class or interface break their object types over lines; deeper ones stay on one.
  const layout = indent && indent.length <= 4 ? indent : undefined
  return `${indent}${readonly}${name}${optional}: ${print(type, depth + 1, undefined, layout)}`
}

/** `<T extends C>(a: A, b?: B): R` (`arrow`: ` =>` for a function type). */
function signatureText(signature, depth, arrow = ':') {
  const typeParameters = signature.getTypeParameters() ?? []
  const generics = typeParameters.length
    ? `<${typeParameters
        .map((parameter) => {
          const constraint = parameter.getConstraint()
          return `${parameter.symbol.name}${constraint ? ` extends ${print(constraint, depth + 1)}` : ''}`
        })
        .join(', ')}>`
    : ''
  const parameters = signature.getParameters().map((parameter) => {
    const declaration = parameter.valueDeclaration
    const rest = declaration && ts.isParameter(declaration) && declaration.dotDotDotToken ? '...' : ''
    const optional =
      declaration && ts.isParameter(declaration) && (declaration.questionToken || declaration.initializer) ? '?' : ''
    return `${rest}${parameter.name}${optional}: ${print(checker.getTypeOfSymbol(parameter), depth + 1)}`
  })
  const predicate = checker.getTypePredicateOfSignature(signature)
  const returns = predicate?.type
    ? `${predicate.kind === ts.TypePredicateKind.AssertsIdentifier ? 'asserts ' : ''}${predicate.parameterName} is ${print(predicate.type, depth + 1)}`
    : print(signature.getReturnType(), depth + 1)
  return `${generics}(${parameters.join(', ')})${arrow} ${returns}`
}

/** Whether a member comes from the platform (an `Error`'s `stack`, a lib's statics) rather than from a package. */
const fromPlatform = (property) =>
  (property.declarations ?? []).every((declaration) => {
    const file = declaration.getSourceFile()
    return program.isSourceFileDefaultLibrary(file) || file.fileName.includes('/node_modules/@types/node/')
  })

/** The declaration of one exported name, as the report writes it. */
function exportText(name, symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  const lines = []
  const flags = target.flags
  if (flags & ts.SymbolFlags.Class) {
    const declaration = target.valueDeclaration
    const classType = checker.getTypeOfSymbol(target)
    const instance = checker.getDeclaredTypeOfSymbol(target)
    const heritage = declaration?.heritageClauses?.map((clause) => clause.getText()).join(' ')
    lines.push(`export class ${name}${heritage ? ` ${heritage}` : ''} {`)
    for (const signature of classType.getConstructSignatures())
      lines.push(`  constructor${signatureText(signature, 0).replace(/: [^:]*$/, '')}`)
    for (const property of [...checker.getPropertiesOfType(classType)].sort((a, b) => a.name.localeCompare(b.name)))
      if (property.name !== 'prototype' && !fromPlatform(property)) lines.push(`  static ${memberText(property, 0)}`)
    for (const property of [...checker.getPropertiesOfType(instance)].sort((a, b) => a.name.localeCompare(b.name)))
      if (!property.name.startsWith('#') && !fromPlatform(property)) lines.push(memberText(property, 0, '  '))
    lines.push('}')
  } else if (flags & ts.SymbolFlags.Interface) {
    const type = checker.getDeclaredTypeOfSymbol(target)
    const declaration = target.declarations?.find(ts.isInterfaceDeclaration)
    const parameters = declaration?.typeParameters?.length
      ? `<${declaration.typeParameters.map((p) => p.getText()).join(', ')}>`
      : ''
    lines.push(`export interface ${name}${parameters} {`)
    for (const signature of type.getCallSignatures()) lines.push(`  ${signatureText(signature, 0)}`)
    for (const property of [...checker.getPropertiesOfType(type)].sort((a, b) => a.name.localeCompare(b.name)))
      lines.push(memberText(property, 0, '  '))
    lines.push('}')
  } else if (flags & ts.SymbolFlags.TypeAlias) {
    const type = checker.getDeclaredTypeOfSymbol(target)
    const declaration = target.declarations?.[0]
    const parameters = declaration?.typeParameters?.length
      ? `<${declaration.typeParameters.map((p) => p.getText()).join(', ')}>`
      : ''
    // The alias written out: its own name is not a description of itself.
    const text = declaration?.typeParameters?.length ? declaration.type.getText() : print(type, 0, target)
    lines.push(`export type ${name}${parameters} = ${text}`)
  } else if (flags & ts.SymbolFlags.Function) {
    for (const signature of checker.getTypeOfSymbol(target).getCallSignatures())
      lines.push(`export function ${name}${signatureText(signature, 0)}`)
  } else if (flags & ts.SymbolFlags.Variable) {
    const text = print(checker.getTypeOfSymbol(target))
    // A function-valued const reads as its signature, not wrapped for a union.
    lines.push(`export const ${name}: ${/^\(.*\)$/.test(text) && text.includes(' => ') ? text.slice(1, -1) : text}`)
  } else lines.push(`export ${name}: ${checker.typeToString(checker.getTypeOfSymbol(target))}`)
  return lines.join('\n')
}

function report(subpath, file) {
  const module = checker.getSymbolAtLocation(program.getSourceFile(join(core, file)))
  const names = checker.getExportsOfModule(module).sort((a, b) => a.name.localeCompare(b.name))
  const packageName = subpath === '.' ? '@sessionkit/core' : `@sessionkit/core/${subpath.slice(2)}`
  return [
    `# API report: \`${packageName}\``,
    '',
    `<!-- Generated from ${relative(core, join(core, file))} by scripts/api-report.mjs (npm run api-report); do not edit. -->`,
    '',
    '```ts',
    names.map((symbol) => exportText(symbol.name, symbol)).join('\n\n'),
    '```',
    '',
  ].join('\n')
}

const check = process.argv.includes('--check')
const stale = []
for (const [subpath, file] of reported) {
  const path = join(core, 'api', `${subpath === '.' ? 'core' : subpath.slice(2)}.api.md`)
  const text = report(subpath, file)
  let committed = null
  try {
    committed = readFileSync(path, 'utf8')
  } catch {}
  if (committed === text) continue
  if (check) stale.push(relative(root, path))
  else writeFileSync(path, text)
}
if (stale.length) {
  process.stderr.write(`The API report is stale: run npm run api-report and commit ${stale.join(', ')}\n`)
  process.exit(1)
}
