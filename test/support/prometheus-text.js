/**
 * A strict reader of Prometheus' text exposition format 0.0.4
 * (https://prometheus.io/docs/instrumenting/exposition_formats/), for tests that read `/metrics`: it throws on
 * anything a Prometheus server would refuse or misread (a sample outside its declared family, a family split in
 * two, a repeated series, a bad name, label or escape) and on histograms that do not add up (buckets out of order,
 * not cumulative, no `+Inf`, `+Inf` unequal to `_count`, no `_sum`).
 */
const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const labelName = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const types = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
export function parsePrometheusText(text) {
    if (text.length > 0 && !text.endsWith('\n'))
        throw new Error('the exposition must end with a line feed');
    const families = new Map();
    let current = null;
    const seen = new Set();
    const lines = text.split('\n').slice(0, -1);
    lines.forEach((line, index) => {
        const where = `line ${index + 1} ("${line.slice(0, 80)}")`;
        if (line.trim() === '')
            return;
        if (line.startsWith('#')) {
            const match = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
            if (!match)
                return; // any other comment
            const [, keyword, name, rest] = match;
            if (!metricName.test(name))
                throw new Error(`${where}: bad metric name`);
            const family = familyFor(name, where);
            if (keyword === 'HELP')
                family.help = helpText(rest, where);
            else {
                if (!types.has(rest))
                    throw new Error(`${where}: unknown type "${rest}"`);
                if (family.samples.length > 0)
                    throw new Error(`${where}: TYPE after the family's samples`);
                family.type = rest;
            }
            return;
        }
        const sample = parseSample(line, where);
        const family = current && belongsTo(sample.name, current) ? current : familyFor(familyNameOf(sample.name), where);
        if (!belongsTo(sample.name, family))
            throw new Error(`${where}: ${sample.name} is not a sample of a ${family.type}`);
        const series = `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort())}`;
        if (seen.has(series))
            throw new Error(`${where}: the series is repeated`);
        seen.add(series);
        family.samples.push(sample);
    });
    for (const family of families.values())
        if (family.type === 'histogram')
            checkHistogram(family);
    return families;
    function familyFor(name, where) {
        let family = families.get(name);
        if (family && family !== current)
            throw new Error(`${where}: the family ${name} is split in two`);
        if (!family) {
            family = { name, type: 'untyped', help: '', samples: [] };
            families.set(name, family);
        }
        current = family;
        return family;
    }
    /** The family a sample line names: a declared one it belongs to, else a family of its own name. */
    function familyNameOf(name) {
        for (const suffix of ['_bucket', '_sum', '_count']) {
            const base = name.endsWith(suffix) ? name.slice(0, -suffix.length) : null;
            const family = base === null ? undefined : families.get(base);
            if (family && (family.type === 'histogram' || family.type === 'summary'))
                return base;
        }
        return name;
    }
}
function belongsTo(sample, family) {
    switch (family.type) {
        case 'histogram':
            return [`${family.name}_bucket`, `${family.name}_sum`, `${family.name}_count`].includes(sample);
        case 'summary':
            return [family.name, `${family.name}_sum`, `${family.name}_count`].includes(sample);
        default:
            return sample === family.name;
    }
}
function parseSample(line, where) {
    const name = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)?.[0];
    if (!name)
        throw new Error(`${where}: no metric name`);
    let rest = line.slice(name.length);
    const labels = {};
    if (rest.startsWith('{')) {
        rest = rest.slice(1);
        while (!rest.startsWith('}')) {
            const label = /^([^=]*)="/.exec(rest);
            if (!label || !labelName.test(label[1]))
                throw new Error(`${where}: bad label`);
            rest = rest.slice(label[0].length);
            let value = '';
            for (;;) {
                const char = rest[0];
                if (char === undefined)
                    throw new Error(`${where}: unterminated label value`);
                rest = rest.slice(1);
                if (char === '"')
                    break;
                if (char === '\\') {
                    const escaped = rest[0];
                    rest = rest.slice(1);
                    if (escaped === 'n')
                        value += '\n';
                    else if (escaped === '\\' || escaped === '"')
                        value += escaped;
                    else
                        throw new Error(`${where}: bad escape in a label value`);
                }
                else
                    value += char;
            }
            if (label[1] in labels)
                throw new Error(`${where}: label ${label[1]} repeated`);
            labels[label[1]] = value;
            if (rest.startsWith(','))
                rest = rest.slice(1);
            else if (!rest.startsWith('}'))
                throw new Error(`${where}: labels must be separated by commas`);
        }
        rest = rest.slice(1);
    }
    const fields = /^ (\S+)(?: (-?\d+))?$/.exec(rest);
    if (!fields)
        throw new Error(`${where}: expected " value [timestamp]"`);
    return { name, labels, value: parseValue(fields[1], where) };
}
/** A value as Prometheus reads it (Go's ParseFloat): a decimal, or NaN and ±Inf in any case (prom-client writes `Nan`). */
function parseValue(text, where) {
    if (/^nan$/i.test(text))
        return Number.NaN;
    const infinity = /^([-+]?)inf(inity)?$/i.exec(text);
    if (infinity)
        return infinity[1] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text))
        throw new Error(`${where}: bad value "${text}"`);
    return Number(text);
}
/** A HELP docstring: only `\\` and `\n` are escapes there. */
function helpText(text, where) {
    return text.replace(/\\(.)/g, (_, char) => {
        if (char === 'n')
            return '\n';
        if (char === '\\')
            return char;
        throw new Error(`${where}: bad escape \\${char}`);
    });
}
function checkHistogram(family) {
    const series = new Map();
    for (const sample of family.samples) {
        const { le, ...rest } = sample.labels;
        const key = JSON.stringify(Object.entries(rest).sort());
        const entry = series.get(key) ?? { buckets: [] };
        series.set(key, entry);
        if (sample.name.endsWith('_bucket')) {
            if (le === undefined)
                throw new Error(`${family.name}: a bucket without le`);
            entry.buckets.push([parseValue(le, family.name), sample.value]);
        }
        else if (sample.name.endsWith('_sum'))
            entry.sum = sample.value;
        else
            entry.count = sample.value;
    }
    for (const [key, { buckets, sum, count }] of series) {
        const at = `${family.name}${key}`;
        if (sum === undefined || count === undefined)
            throw new Error(`${at}: _sum and _count are both required`);
        const last = buckets.at(-1);
        if (!last || last[0] !== Number.POSITIVE_INFINITY)
            throw new Error(`${at}: the last bucket must be le="+Inf"`);
        if (last[1] !== count)
            throw new Error(`${at}: the +Inf bucket (${last[1]}) must equal _count (${count})`);
        buckets.forEach(([le, value], index) => {
            const previous = buckets[index - 1];
            if (previous && (le <= previous[0] || value < previous[1]))
                throw new Error(`${at}: buckets must rise in le and be cumulative`);
        });
    }
}
/** The value of the one sample of `name` whose labels include `labels`; 0 when there is none (a counter not yet moved). */
export function sampleValue(families, name, labels = {}) {
    const family = [...families.values()].find((candidate) => belongsTo(name, candidate));
    const matching = (family?.samples ?? []).filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
    if (matching.length > 1)
        throw new Error(`${name} ${JSON.stringify(labels)} matches ${matching.length} series`);
    return matching[0]?.value ?? 0;
}
//# sourceMappingURL=prometheus-text.js.map