#ifndef LINKAUDIT_CLIBXML2_SHIM_H
#define LINKAUDIT_CLIBXML2_SHIM_H
// libxml2 pulls ICU headers when built with ICU; they clash with Foundation's.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

/// Swift 6 rejects the global function pointer `xmlFree`; call it through this wrapper.
static inline void linkaudit_xmlFree(void *pointer) { xmlFree(pointer); }
#endif
