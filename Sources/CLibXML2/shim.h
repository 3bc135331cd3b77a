#ifndef LINKAUDIT_CLIBXML2_SHIM_H
#define LINKAUDIT_CLIBXML2_SHIM_H
// libxml2 pulls ICU headers when built with ICU; they clash with Foundation's.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/SAX2.h>
#include <libxml/encoding.h>
#include <libxml/HTMLtree.h>
#include <libxml/parserInternals.h>

/// Swift 6 rejects the global function pointer `xmlFree`; call it through this wrapper.
static inline void linkaudit_xmlFree(void *pointer) { xmlFree(pointer); }

/// The callbacks `linkaudit_htmlParseWithCallbacks` hands libxml2's HTML parser in place of its
/// tree builder's (SAX2.c). Each gets the parser context; `_private` holds the caller's builder.
typedef struct {
    startElementSAXFunc startElement;
    endElementSAXFunc endElement;
    charactersSAXFunc characters;
    cdataBlockSAXFunc cdataBlock;
    commentSAXFunc comment;
    processingInstructionSAXFunc processingInstruction;
} linkaudit_htmlCallbacks;

/// Parses `size` bytes of UTF-8 HTML as `htmlReadMemory(buffer, size, NULL, "UTF-8", options)`
/// does (libxml2 2.9, HTMLparser.c: a memory context, the HTML SAX defaults, the options, the
/// UTF-8 decoder, `htmlParseDocument`), with the element, text, comment and processing
/// instruction callbacks replaced, so that no libxml2 node is made for them. The document node
/// and its doctype are still made by libxml2's own callbacks (the parser reads the doctype) and
/// freed here. `builder` is stored in the context's `_private`.
/// Returns 0, or -1 when libxml2 could not make a parser context.
static inline int linkaudit_htmlParseWithCallbacks(
    const char *buffer, int size, int options, const linkaudit_htmlCallbacks *callbacks, void *builder) {
    xmlParserCtxtPtr context;
    xmlCharEncodingHandlerPtr utf8;
    context = xmlCreateMemoryParserCtxt(buffer, size);
    if (context == NULL || context->sax == NULL) {
        if (context != NULL) xmlFreeParserCtxt(context);
        return -1;
    }
    // The context comes with the XML callbacks: set the HTML ones (htmlReadMemory copies the same set).
    context->sax->initialized = 0;
    xmlSAX2InitHtmlDefaultSAXHandler(context->sax);
    htmlCtxtUseOptions(context, options);
    context->html = 1;
    utf8 = xmlFindCharEncodingHandler("UTF-8");
    if (utf8 != NULL) {
        xmlSwitchToEncoding(context, utf8);
        if (context->input->encoding != NULL) xmlFree((xmlChar *)context->input->encoding);
        context->input->encoding = xmlStrdup((const xmlChar *)"UTF-8");
    }
    context->sax->startElement = callbacks->startElement;
    context->sax->endElement = callbacks->endElement;
    context->sax->characters = callbacks->characters;
    context->sax->cdataBlock = callbacks->cdataBlock;
    context->sax->comment = callbacks->comment;
    context->sax->processingInstruction = callbacks->processingInstruction;
    context->_private = builder;
    htmlParseDocument(context);
    if (context->myDoc != NULL) {
        xmlFreeDoc(context->myDoc);
        context->myDoc = NULL;
    }
    xmlFreeParserCtxt(context);
    return 0;
}

/// Whether the document being parsed has a doctype: libxml2 makes it the document's first child.
static inline int linkaudit_htmlHasDoctype(void *context) {
    xmlParserCtxtPtr parser = (xmlParserCtxtPtr)context;
    return parser->myDoc != NULL && parser->myDoc->intSubset != NULL;
}

/// The line the parser is on (1-based), as libxml2's tree builder records it, without its cap at 65535.
static inline int linkaudit_htmlLine(void *context) {
    xmlParserCtxtPtr parser = (xmlParserCtxtPtr)context;
    return parser->input != NULL ? parser->input->line : 0;
}

/// The builder stored by `linkaudit_htmlParseWithCallbacks`.
static inline void *linkaudit_htmlBuilder(void *context) { return ((xmlParserCtxtPtr)context)->_private; }
#endif
