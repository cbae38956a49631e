// Suffixes only a government can register under: .gov and .mil, gov.<country> and its local spellings
// (gouv.fr, gob.mx, govt.nz, gc.ca, go.id under a name), the EU's europa.eu, the UK's nhs.uk, police.uk and
// mod.uk, and India's nic.in (the National Informatics Centre, which hosts only government sites: neet.nta.nic.in). A host under one is a government's own site. "go.ly" alone is a link shortener: go.<country> counts
// only under a name ("kemenkeu.go.id").
const GOVERNMENT_HOST =
  /(?:^|\.)(?:gov|mil|(?:gov|gouv|gob|mil)\.[a-z]{2}|govt\.nz|gv\.at|gc\.ca|europa\.eu|nhs\.uk|police\.uk|mod\.uk|nic\.in)$|\.go\.(?:id|jp|kr|th|ke|tz|ug|cr)$/;

export function isGovernmentHost(hostname: string): boolean {
  return GOVERNMENT_HOST.test(hostname.toLowerCase());
}

// Suffixes only schools and universities can register under: .edu, ac.uk and its like, edu.au, sch.uk, k12.<state>.us.
const EDUCATION_HOST = /(?:^|\.)(?:edu|ac\.[a-z]{2}|edu\.[a-z]{2}|sch\.uk|k12\.[a-z]{2}\.us)$/;

export function isEducationHost(hostname: string): boolean {
  return EDUCATION_HOST.test(hostname.toLowerCase());
}
