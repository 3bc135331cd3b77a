#ifndef LINKAUDIT_CLIBYAML_SHIM_H
#define LINKAUDIT_CLIBYAML_SHIM_H
// libyaml (pkg-config yaml-0.1; Debian libyaml-dev). Called only from
// Sources/LinkAuditExtractors/Support/YAMLReader.swift.
#include <yaml.h>
#endif
